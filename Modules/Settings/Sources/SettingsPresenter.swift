import Domain
import ModuleKit
import SettingsInterface
import TerminalUI

/// Settings' event handler: a sectioned container of section submodules. It asks every section
/// for its rows, and sends each action to the row it names, so the action goes back to the
/// section that made the row.
@MainActor
final class SettingsPresenter: ModulePresenter {
    let store = StateStore(SettingsState())
    var loadFailure: String? { store.state.error }
    let events: EventStream<SettingsEvent>
    private let shownSection: SettingsSection?
    private var table: SectionedContainer<SettingsRow, SettingsAction>!

    init(
        section: SettingsSection?, interactor: SettingsInteractor, developer: (any DeveloperTools)?,
        events: EventStream<SettingsEvent>
    ) {
        self.events = events
        shownSection = section
        let changed: (SettingsEvent) -> Void = { [events] in events.emit($0) }
        var sections: [any SectionModule<SettingsRow, SettingsAction>] = [
            AccountSection(interactor: interactor, changed: changed),
            ConnectedAccountsSection(interactor: interactor, changed: changed),
            NotificationsSection(interactor: interactor, changed: changed),
        ]
        if let developer { sections.append(DeveloperSection(tools: developer, changed: changed)) }
        table = SectionedContainer(sections: sections)
        if let section { store.update { $0.title = "Settings › \(Self.title(of: section))" } }
    }

    /// Asks every section for its rows and shows them.
    func load() async {
        await table.reload()
        publish()
    }

    /// Performs `action` on the row it names; the table reloads afterwards.
    func perform(_ action: SettingsAction) async throws(CommandError) {
        guard let index = table.rows.firstIndex(where: { $0.row.id == action.row }) else {
            throw .refused(missingRowReason(action))
        }
        try await CommandError.refusing { try await table.perform(action, onRow: index + 1) }
        publish()
    }

    private func publish() {
        let wanted = shownSection.map(Self.title(of:))
        store.update { state in
            state.sections = table.loaded
                .filter { wanted == nil || $0.title == wanted }
                .map { SettingsState.Section(title: $0.title, rows: $0.rows) }
            state.isLoaded = true
            state.error = table.loaded.lazy.compactMap(\.failure).first.map {
                "cannot read your settings: \($0)"
            }
        }
    }

    /// Why the row an action names is not on screen.
    private func missingRowReason(_ action: SettingsAction) -> String {
        if case .setTracing = action { return "the developer section is off (start mosaic with --developer)" }
        if let error = store.state.error { return error }
        if case .removeAccount(let number) = action { return "no connected account \(number)" }
        return "that setting is not on screen"
    }

    static func title(of section: SettingsSection) -> String {
        switch section {
        case .account: "Account"
        case .accounts: "Connected accounts"
        case .notifications: "Notifications"
        case .developer: "Developer"
        }
    }
}
