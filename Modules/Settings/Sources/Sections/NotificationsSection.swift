import Domain
import ModuleKit
import SettingsInterface

/// One on/off row per kind of notification.
@MainActor
final class NotificationsSection: SavedSettingsSection, SectionPart {
    /// Turns this kind of notification on or off.
    typealias Action = NotificationPreferences.Kind

    let title = SettingsSection.notifications.title

    override func rows(from settings: Settings) -> [SettingsRow] {
        NotificationPreferences.Kind.allCases.map { kind in
            SettingsRow(
                id: .notification(kind), label: kind.rawValue,
                value: settings.notifications[kind] ? "on" : "off")
        }
    }

    func perform(_ kind: Action) async throws(ActionRefused) -> SettingsChange {
        let settings = try await interactor.saving { $0.notifications[kind].toggle() }
        return .notificationChanged(kind, settings.notifications[kind])
    }
}
