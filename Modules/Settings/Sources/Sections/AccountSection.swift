import Domain
import ModuleKit
import SettingsInterface

/// Display name and signature.
@MainActor
final class AccountSection: SavedSettingsSection, SectionPart {
    enum Action: Sendable, Equatable {
        case setName(String)
        case setSignature(String)
    }

    let title = SettingsSection.account.title

    override func rows(from settings: Settings) -> [SettingsRow] {
        [
            SettingsRow(id: .name, label: "display name", value: settings.displayName),
            SettingsRow(
                id: .signature, label: "signature",
                value: settings.signature.isEmpty ? "(none)" : settings.signature),
        ]
    }

    func perform(_ action: Action) async throws(ActionRefused) -> SettingsChange {
        switch action {
        case .setName(let value):
            let settings = try await interactor.saving { settings throws(SettingsValidationError) in
                settings.displayName = try Settings.validatedName(value)
            }
            return .nameChanged(settings.displayName)
        case .setSignature(let value):
            let settings = try await interactor.saving { settings throws(SettingsValidationError) in
                settings.signature = try Settings.validatedSignature(value)
            }
            return .signatureChanged(settings.signature)
        }
    }
}
