import ModuleKitCore
import SettingsInterface

/// Assembles Settings.
@MainActor
enum SettingsModule {
    static func make<View: ModuleView>(
        context: SettingsContext, interactor: SettingsInteractor, view: (SettingsPresenter) -> View
    ) -> any ModuleProtocol<SettingsContext> where View.ViewState == SettingsState {
        AssembledModule(context: context) { _ in
            SettingsPresenter(section: context.section, interactor: interactor)
        } view: {
            view($0)
        }
    }
}
