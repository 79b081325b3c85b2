import Domain
import ModuleKit
import SettingsInterface

/// Connected accounts: one row each, and a row to add one.
@MainActor
final class ConnectedAccountsSection: SavedSettingsSection, SectionPart {
    enum Action: Sendable, Equatable {
        case add(String)
        /// Disconnects the account with this address.
        case remove(String)
    }

    let title = SettingsSection.accounts.title

    override func rows(from settings: Settings) -> [SettingsRow] {
        let accounts = settings.connectedAccounts.enumerated().map { index, address in
            SettingsRow(id: .account(address), label: "account \(index + 1)", value: address)
        }
        return accounts + [SettingsRow(id: .newAccount, label: "add one", value: "account add ADDRESS")]
    }

    func perform(_ action: Action) async throws(ActionRefused) -> SettingsChange {
        switch action {
        case .add(let address):
            let settings = try await interactor.saving { settings throws(SettingsValidationError) in
                settings.connectedAccounts.append(try settings.validatedNewAddress(address))
            }
            return .accountAdded(settings.connectedAccounts.last ?? address)
        case .remove(let address):
            _ = try await interactor.saving { settings in
                settings.connectedAccounts.removeAll { $0 == address }
            }
            return .accountRemoved(address)
        }
    }
}
