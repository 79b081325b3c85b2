import Domain
import ModuleKit
import SettingsInterface
import TerminalUI

/// Display name and signature. Actions: `set` with the new value.
@MainActor
final class AccountSection: SectionModule {
    let title = "Account"
    private let interactor: SettingsInteractor
    private let changed: (SettingsEvent) -> Void

    init(interactor: SettingsInteractor, changed: @escaping (SettingsEvent) -> Void) {
        self.interactor = interactor
        self.changed = changed
    }

    func rows() async -> [SettingsRow] {
        guard let settings = try? await interactor.load() else { return [] }
        return [
            SettingsRow(key: "name", label: "display name", value: settings.displayName),
            SettingsRow(
                key: "signature", label: "signature",
                value: settings.signature.isEmpty ? "(none)" : settings.signature),
        ]
    }

    func perform(_ request: SectionAction, on row: SettingsRow) async throws(CommandError) {
        let (action, arguments) = (request.name, request.arguments)
        guard action == "set" else { throw .refused("'\(action)' does not apply to \(row.label)") }
        let value = arguments.joined(separator: " ")
        switch row.key {
        case "name":
            let settings = try await CommandError.refusing {
                try await interactor.change { settings throws(SettingsValidationError) in
                    settings.displayName = try Settings.validatedName(value)
                }
            }
            changed(.nameChanged(settings.displayName))
        default:
            let settings = try await CommandError.refusing {
                try await interactor.change { settings throws(SettingsValidationError) in
                    settings.signature = try Settings.validatedSignature(value)
                }
            }
            changed(.signatureChanged(settings.signature))
        }
    }
}
