import Domain
import ModuleKitCore
import SettingsInterface

/// What the settings screen shows: its sections, the saved settings they show, and what the
/// developer section reads from the app.
package struct SettingsState: LoadingState {
    /// The screen's title: `Settings`, or `Settings › Notifications` for one section.
    package var title: String
    /// The sections shown, in order.
    package var sections: [SettingsSection]
    /// The saved settings, once read.
    package var settings: Settings?
    /// What the developer section shows, when it is shown.
    package var developer: DeveloperReadout?
    package var isLoaded = false
    package var error: ModuleFailure?
}

/// The developer section's numbers, read from the app's tools.
package struct DeveloperReadout: Equatable, Sendable {
    package var moduleCount: Int
    package var leaks: [String]
    package var unhandledEventCount: Int
    package var recentUnhandledEvents: [String]
    package var isTracing: Bool
}

extension SettingsSection {
    /// The section's heading.
    package var title: String {
        switch self {
        case .account: "Account"
        case .accounts: "Connected accounts"
        case .notifications: "Notifications"
        case .developer: "Developer"
        }
    }
}
