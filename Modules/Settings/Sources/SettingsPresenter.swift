import Domain
import ModuleKitCore
import SettingsInterface

/// Settings' event handler: reads the settings, performs each change and shows what was saved.
@MainActor
package final class SettingsPresenter: ModulePresenter {
    package let store: StateStore<SettingsState>
    private let interactor: SettingsInteractor

    /// The presenter of `section` alone, or of every section (the developer one only with tools).
    init(section: SettingsSection?, interactor: SettingsInteractor) {
        self.interactor = interactor
        let sections = SettingsSection.allCases.filter { shown in
            (section == nil || section == shown) && (shown != .developer || interactor.tools != nil)
        }
        let title = section.map { "Settings › \($0.title)" } ?? "Settings"
        store = StateStore(SettingsState(title: title, sections: sections))
    }

    package func load() async {
        guard !store.state.sections.isEmpty else {
            // Only the developer section was asked for, and the app gave no tools.
            return store.update {
                $0.error = ModuleFailure(
                    .notFound, "the developer section is off (start mosaic with --developer)")
            }
        }
        do {
            let settings = try await interactor.load()
            store.update { state in
                state.settings = settings
                state.developer = interactor.developerReadout()
                state.isLoaded = true
                state.error = nil
            }
        } catch {
            store.update { $0.error = ModuleFailure(error) }
        }
    }

    package func perform(_ action: SettingsAction) async throws(ActionRefused) {
        guard store.state.isLoaded else { throw .notLoaded(failure: store.state.error) }
        guard store.state.sections.contains(action.section) else {
            throw ActionRefused("\(action.section.title) is not on this screen")
        }
        switch action {
        case .setName(let value):
            show(
                try await interactor.saving { settings throws(SettingsValidationError) in
                    settings.displayName = try Settings.validatedName(value)
                })
        case .setSignature(let value):
            show(
                try await interactor.saving { settings throws(SettingsValidationError) in
                    settings.signature = try Settings.validatedSignature(value)
                })
        case .addAccount(let address):
            show(
                try await interactor.saving { settings throws(SettingsValidationError) in
                    settings.connectedAccounts.append(try settings.validatedNewAddress(address))
                })
        case .removeAccount(let address):
            show(try await interactor.saving { $0.connectedAccounts.removeAll { $0 == address } })
        case .toggle(let kind):
            show(try await interactor.saving { $0.notifications[kind].toggle() })
        case .trace(let on):
            try interactor.setTracing(on)
            show(store.state.settings)
        }
    }

    /// Shows `settings` as saved, with the developer numbers as they are now (a change may
    /// have moved them: an event that reached no one, tracing turned on).
    private func show(_ settings: Settings?) {
        store.update { state in
            if let settings { state.settings = settings }
            state.developer = interactor.developerReadout()
        }
    }
}
