import Domain
import ModuleKitCore
import SettingsInterface

/// Settings' event handler: reads the settings, performs each change, and shows the settings as
/// the app's one store of them has them — it follows the store, so what another screen or
/// session saves shows here at once, covered or not, with no refresh.
@MainActor
package final class SettingsPresenter: ModulePresenter {
    package let store: StateStore<SettingsState>
    private let interactor: SettingsInteractor

    /// The presenter of `section` alone, or of every section (the developer one only with tools),
    /// following the settings while `work`'s module is open.
    init(section: SettingsSection?, interactor: SettingsInteractor, work: ModuleWork) {
        self.interactor = interactor
        let sections = SettingsSection.allCases.filter { shown in
            (section == nil || section == shown) && (shown != .developer || interactor.tools != nil)
        }
        let title = section.map { "Settings › \($0.title)" } ?? "Settings"
        store = StateStore(SettingsState(title: title, sections: sections))
        work.keep(interactor.settings.observe { [weak self] settings in self?.show(settings) })
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
                show(settings)
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
        // What is saved shows through the store, on this screen and every other.
        switch action {
        case .setName(let value):
            try await interactor.save { settings throws(SettingsValidationError) in
                settings.displayName = try Settings.validatedName(value)
            }
        case .setSignature(let value):
            try await interactor.save { settings throws(SettingsValidationError) in
                settings.signature = try Settings.validatedSignature(value)
            }
        case .addAccount(let address):
            try await interactor.save { settings throws(SettingsValidationError) in
                settings.connectedAccounts.append(try settings.validatedNewAddress(address))
            }
        case .removeAccount(let address):
            try await interactor.save { $0.connectedAccounts.removeAll { $0 == address } }
        case .toggle(let kind):
            try await interactor.save { $0.notifications[kind].toggle() }
        case .trace(let on):
            try interactor.setTracing(on)
        }
        readDeveloperTools()
    }

    /// Shows `settings`, read or saved here or elsewhere, with the developer numbers as they are
    /// now.
    private func show(_ settings: Settings) {
        store.update { state in
            state.settings = settings
            readDeveloperTools()
        }
    }

    /// Shows the developer numbers as they are now: a change may have moved them (an event that
    /// reached no one, tracing turned on).
    private func readDeveloperTools() {
        store.update { $0.developer = interactor.developerReadout() }
    }
}
