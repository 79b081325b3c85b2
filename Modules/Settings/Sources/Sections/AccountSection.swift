import Domain
import ModuleKit
import SettingsInterface
import TerminalUI

/// Display name and signature.
@MainActor
final class AccountSection: SavedSettingsSection, SettingsSectionModule {
    let title = "Account"

    override func rows(from settings: Settings) -> [SettingsRow] {
        return [
            SettingsRow(id: .name, label: "display name", value: settings.displayName),
            SettingsRow(
                id: .signature, label: "signature",
                value: settings.signature.isEmpty ? "(none)" : settings.signature),
        ]
    }

    func perform(_ action: SettingsAction, on row: SettingsRow) async throws(CommandError) {
        switch action {
        case .setName(let value):
            let settings = try await interactor.saving { settings throws(SettingsValidationError) in
                settings.displayName = try Settings.validatedName(value)
            }
            changed(.nameChanged(settings.displayName))
        case .setSignature(let value):
            let settings = try await interactor.saving { settings throws(SettingsValidationError) in
                settings.signature = try Settings.validatedSignature(value)
            }
            changed(.signatureChanged(settings.signature))
        default:
            throw .refused(doesNotApply(to: row))
        }
    }
}
