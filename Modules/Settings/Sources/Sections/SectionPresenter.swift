import ModuleKit

/// A section's event handler: shows its part's rows, performs the actions on them, reads the
/// rows again after each and tells the settings module what changed.
@MainActor
final class SectionPresenter<Part: SectionPart>: ModulePresenter {
    let store: StateStore<SectionState>
    let events: EventStream<SectionEvent>
    private let part: Part

    init(part: Part, events: EventStream<SectionEvent>) {
        self.part = part
        self.events = events
        store = StateStore(SectionState(title: part.title))
    }

    func load() async {
        do {
            let rows = try await part.rows()
            store.update { state in
                state.rows = rows
                state.isLoaded = true
                state.error = nil
            }
        } catch {
            store.update { $0.error = error.reason }
        }
    }

    func perform(_ action: Part.Action) async throws(ActionRefused) {
        let change = try await part.perform(action)
        events.emit(.changed(change))
        await load()
    }
}
