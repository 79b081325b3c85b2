import Domain
import ModuleKit
import SettingsInterface

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

    func perform(_ action: String, on row: SettingsRow, arguments: [String]) async throws(SectionActionError)
    {
        switch action {
        case "add":
            let address = arguments.joined(separator: " ")
            var added = ""
            try await change { settings throws(SettingsValidationError) in
                added = try settings.validatedNewAddress(address)
                settings.connectedAccounts.append(added)
            }
            changed(.accountAdded(added))
        case "remove":
            guard row.key != "account.new" else { throw SectionActionError("choose an account to remove") }
            try await change { settings in settings.connectedAccounts.removeAll { $0 == row.value } }
            changed(.accountRemoved(row.value))
        default:
            throw SectionActionError("'\(action)' does not apply to connected accounts")
        }
    }

    private func change(_ body: (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(SectionActionError)
    {
        do throws(SettingsChangeError) {
            _ = try await interactor.change(body)
        } catch {
            throw SectionActionError(error.description)
        }
    }
}
