import Domain
import ModuleKit
import SettingsInterface
import TerminalUI

/// Connected accounts: one row each, and a row to add one.
@MainActor
final class ConnectedAccountsSection: SavedSettingsSection, SettingsSectionModule {
    let title = "Connected accounts"

    override func rows(from settings: Settings) -> [SettingsRow] {
        let accounts = settings.connectedAccounts.enumerated().map { index, address in
            SettingsRow(id: .account(index + 1), label: "account \(index + 1)", value: address)
        }
        return accounts + [SettingsRow(id: .newAccount, label: "add one", value: "account add ADDRESS")]
    }

    func perform(_ action: SettingsAction, on row: SettingsRow) async throws(CommandError) {
        switch action {
        case .addAccount(let address):
            let settings = try await interactor.saving { settings throws(SettingsValidationError) in
                settings.connectedAccounts.append(try settings.validatedNewAddress(address))
            }
            changed(.accountAdded(settings.connectedAccounts.last ?? address))
        case .removeAccount:
            let address = row.value
            _ = try await interactor.saving { settings in
                settings.connectedAccounts.removeAll { $0 == address }
            }
            changed(.accountRemoved(row.value))
        default:
            throw .refused(doesNotApply(to: row))
        }
    }
}
