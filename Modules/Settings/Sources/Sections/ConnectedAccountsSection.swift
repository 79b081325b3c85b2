import Domain
import ModuleKit
import SettingsInterface
import TerminalUI

/// Connected accounts: one row each, and a row to add one. Actions: `remove` on an account,
/// `add ADDRESS` on the last row.
@MainActor
final class ConnectedAccountsSection: SectionModule {
    let title = "Connected accounts"
    private let interactor: SettingsInteractor
    private let changed: (SettingsEvent) -> Void

    init(interactor: SettingsInteractor, changed: @escaping (SettingsEvent) -> Void) {
        self.interactor = interactor
        self.changed = changed
    }

    func rows() async -> [SettingsRow] {
        guard let settings = try? await interactor.load() else { return [] }
        let accounts = settings.connectedAccounts.enumerated().map { index, address in
            SettingsRow(key: "account.\(index + 1)", label: "account \(index + 1)", value: address)
        }
        return accounts + [SettingsRow(key: "account.new", label: "add one", value: "account add ADDRESS")]
    }

    func perform(_ request: SectionAction, on row: SettingsRow) async throws(CommandError) {
        let (action, arguments) = (request.name, request.arguments)
        switch action {
        case "add":
            let address = arguments.joined(separator: " ")
            var added = ""
            _ = try await CommandError.refusing {
                try await interactor.change { settings throws(SettingsValidationError) in
                    added = try settings.validatedNewAddress(address)
                    settings.connectedAccounts.append(added)
                }
            }
            changed(.accountAdded(added))
        case "remove":
            guard row.key != "account.new" else { throw .refused("choose an account to remove") }
            _ = try await CommandError.refusing {
                try await interactor.change { settings in
                    settings.connectedAccounts.removeAll { $0 == row.value }
                }
            }
            changed(.accountRemoved(row.value))
        default:
            throw .refused("'\(action)' does not apply to connected accounts")
        }
    }
}
