import Domain
import ModuleKit
import SettingsInterface
import TerminalUI

/// One on/off row per kind of notification. Action: `toggle`.
@MainActor
final class NotificationsSection: SectionModule {
    let title = "Notifications"
    private let interactor: SettingsInteractor
    private let changed: (SettingsEvent) -> Void

    init(interactor: SettingsInteractor, changed: @escaping (SettingsEvent) -> Void) {
        self.interactor = interactor
        self.changed = changed
    }

    func rows() async -> [SettingsRow] {
        guard let settings = try? await interactor.load() else { return [] }
        return NotificationPreferences.Kind.allCases.map { kind in
            SettingsRow(
                key: "notifications.\(kind.rawValue)", label: kind.rawValue,
                value: settings.notifications[kind] ? "on" : "off")
        }
    }

    func perform(_ request: SectionAction, on row: SettingsRow) async throws(CommandError) {
        let action = request.name
        guard action == "toggle", let kind = NotificationPreferences.Kind(rawValue: row.label) else {
            throw .refused("'\(action)' does not apply to notifications")
        }
        let settings = try await CommandError.refusing {
            try await interactor.change { $0.notifications[kind].toggle() }
        }
        changed(.notificationChanged(kind, settings.notifications[kind]))
    }
}
