import ModuleKit
import SettingsInterface

/// Settings' event handler: its sections are modules of their own, which load and act by
/// themselves; it tells the world each change a section saved.
@MainActor
final class SettingsPresenter: ModulePresenter, ActionPerforming {
    let store: StateStore<SettingsState>
    let events: EventStream<SettingsEvent>

    init(title: String, events: EventStream<SettingsEvent>) {
        self.events = events
        store = StateStore(SettingsState(title: title))
    }

    /// The sections load themselves.
    func load() async {}

    func sectionEvent(_ event: SectionEvent) {
        switch event {
        case .changed(let change): events.emit(change)
        }
    }

    /// The screen itself takes no actions: its sections do.
    func perform(_ action: SettingsAction) async throws(ActionRefused) {}
}
