import ModuleKit

/// Settings' event handler: its sections are modules of their own, which load, act and save by
/// themselves; the screen itself holds its title and takes no actions.
@MainActor
final class SettingsPresenter: ModulePresenter {
    let store: StateStore<SettingsState>

    init(title: String) {
        store = StateStore(SettingsState(title: title))
    }

    /// The sections load themselves.
    func load() async {}

    /// The screen itself takes no actions: its sections do.
    func perform(_ action: SettingsAction) async throws(ActionRefused) {}
}
