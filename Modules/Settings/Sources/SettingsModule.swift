import ModuleKit
import SettingsInterface

/// Assembles Settings: a table with cell groups, each group a section submodule.
@MainActor
final class SettingsModule: ModuleProtocol, InspectableModule {
    let context: SettingsContext
    let events = EventStream<SettingsEvent>()
    private let presenter: SettingsPresenter
    private let settingsView: SettingsView

    init(context: SettingsContext, interactor: SettingsInteractor, developer: (any DeveloperTools)?) {
        self.context = context
        presenter = SettingsPresenter(
            section: context.section, interactor: interactor, developer: developer, events: events)
        settingsView = SettingsView(presenter: presenter)
        presenter.store.drive { [unowned settingsView] state in settingsView.render(state) }
    }

    var view: any ModuleView { settingsView }
    var inspectedState: any Sendable { presenter.store.state }

    func prepare() async { await presenter.load() }
    func refresh() async { await presenter.load() }
}
