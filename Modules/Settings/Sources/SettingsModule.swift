import ModuleKitCore
import SettingsInterface

/// Assembles Settings: the whole screen, or one section of it.
@MainActor
enum SettingsModule {
    /// The module for `context`, showing `section` alone or, when `nil`, every section.
    static func make<Context: BuildContext, View: ModuleView>(
        context: Context, section: SettingsSection?, interactor: SettingsInteractor,
        view: (SettingsPresenter) -> View
    ) -> any ModuleProtocol<Context> where Context.Input == Void, View.ViewState == SettingsState {
        AssembledModule(context: context) { _ in
            SettingsPresenter(section: section, interactor: interactor)
        } view: {
            view($0)
        }
    }
}
