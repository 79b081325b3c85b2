import Domain
import ModuleKit
import SettingsInterface
import TerminalUI

/// Connected accounts: one row each, and a row to add one.
@MainActor
final class ConnectedAccountsSection: SettingsSectionModule {
    let title = "Connected accounts"
    private let interactor: SettingsInteractor
    private let changed: (SettingsEvent) -> Void

    init(interactor: SettingsInteractor, changed: @escaping (SettingsEvent) -> Void) {
        self.interactor = interactor
        self.changed = changed
    }

    func rows() async throws -> [SettingsRow] {
        let settings = try await interactor.load()
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
