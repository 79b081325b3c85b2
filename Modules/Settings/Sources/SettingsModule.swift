import ModuleKit
import SettingsInterface

/// Assembles Settings: a table with cell groups, each group a section submodule.
@MainActor
enum SettingsModule {
    static func make(
        context: SettingsContext, interactor: SettingsInteractor, developer: (any DeveloperTools)?
    ) -> any ModuleProtocol<SettingsContext> {
        AssembledModule(context: context) { events in
            SettingsPresenter(
                section: context.section, interactor: interactor, developer: developer, events: events)
        } view: {
            SettingsView(presenter: $0)
        }
    }
}
