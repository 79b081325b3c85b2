import Domain
import ModuleKit
import SettingsInterface
import TerminalUI

/// One on/off row per kind of notification.
@MainActor
final class NotificationsSection: SavedSettingsSection, SettingsSectionModule {
    let title = "Notifications"

    override func rows(from settings: Settings) -> [SettingsRow] {
        return NotificationPreferences.Kind.allCases.map { kind in
            SettingsRow(
                id: .notification(kind), label: kind.rawValue,
                value: settings.notifications[kind] ? "on" : "off")
        }
    }

    func perform(_ action: SettingsAction, on row: SettingsRow) async throws(CommandError) {
        guard case .toggle(let kind) = action else { throw .refused(doesNotApply(to: row)) }
        let settings = try await interactor.saving { $0.notifications[kind].toggle() }
        changed(.notificationChanged(kind, settings.notifications[kind]))
    }
}
