import ModuleKitCore
import __NAME__Interface

/// __NAME__'s event handler: owns the state, loads it through the interactor, performs the
/// actions and emits the events. It knows no host. Shown again, the screen keeps what it showed;
/// if its data may change elsewhere, write `refresh()` (`await load()`).
@MainActor
package final class __NAME__Presenter: ModulePresenter {
    package let store = StateStore(__NAME__State())
    package let events: EventStream<__NAME__Event>
    private let interactor: __NAME__Interactor

    init(interactor: __NAME__Interactor, events: EventStream<__NAME__Event>) {
        self.interactor = interactor
        self.events = events
    }

    package func load() async {
        do {
            let rows = try await interactor.newest()
            store.update { state in
                state.rows = rows
                state.isLoaded = true
                state.error = nil
            }
        } catch {
            store.update { $0.error = ModuleFailure(error, context: "cannot load posts") }
        }
    }

    package func perform(_ action: __NAME__Action) async throws(ActionRefused) {
        switch action {
        case .open(let post): events.emit(.openPost(post))
        }
    }
}
