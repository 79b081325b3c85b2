import ModuleKit
import SettingsInterface

/// Assembles Settings.
@MainActor
enum SettingsModule {
    static func make(context: SettingsContext, interactor: SettingsInteractor) -> any ModuleProtocol<
        SettingsContext
    > {
        AssembledModule(context: context) { _ in
            SettingsPresenter(section: context.section, interactor: interactor)
        } view: {
            SettingsView(presenter: $0)
        }
    }
}
