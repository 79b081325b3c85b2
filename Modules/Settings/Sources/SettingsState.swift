import Domain
import ModuleKit
import SettingsInterface

/// What the settings screen shows: its sections, the saved settings they show, and what the
/// developer section reads from the app.
struct SettingsState: LoadingState {
    /// The screen's title: `Settings`, or `Settings › Notifications` for one section.
    var title: String
    /// The sections shown, in order.
    var sections: [SettingsSection]
    /// The saved settings, once read.
    var settings: Settings?
    /// What the developer section shows, when it is shown.
    var developer: DeveloperReadout?
    var isLoaded = false
    var error: String?
}

/// The developer section's numbers, read from the app's tools.
struct DeveloperReadout: Equatable, Sendable {
    var moduleCount: Int
    var leaks: [String]
    var unhandledEventCount: Int
    var recentUnhandledEvents: [String]
    var isTracing: Bool
}

extension SettingsSection {
    /// The section's heading.
    var title: String {
        switch self {
        case .account: "Account"
        case .accounts: "Connected accounts"
        case .notifications: "Notifications"
        case .developer: "Developer"
        }
    }
}
