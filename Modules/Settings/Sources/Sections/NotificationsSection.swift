import Domain
import ModuleKit
import SettingsInterface
import TerminalUI

/// One on/off row per kind of notification.
@MainActor
final class NotificationsSection: SettingsSectionModule {
    let title = "Notifications"
    private let interactor: SettingsInteractor
    private let changed: (SettingsEvent) -> Void

    init(interactor: SettingsInteractor, changed: @escaping (SettingsEvent) -> Void) {
        self.interactor = interactor
        self.changed = changed
    }

    func rows() async throws -> [SettingsRow] {
        let settings = try await interactor.load()
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
