import ModuleKit
import SettingsInterface

/// Builds one section of the settings screen: a submodule the settings module embeds.
struct SectionContext: BuildContext {
    typealias Event = SectionEvent
    var section: SettingsSection
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
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

/// What a section tells the settings module: a change it saved.
enum SectionEvent: ModuleEvent, Equatable, CustomStringConvertible {
    case changed(SettingsChange)

    var description: String {
        switch self {
        case .changed(let change): "changed(\(change))"
        }
    }
}
