import ModuleKitCore
import ModuleKitTesting
import Testing

/// A module made of a presenter and a view calls the view with the state once when built, and
/// with every later state only when the view keeps what it shows.
@MainActor
@Suite struct ViewFollowingTests {
    struct CountContext: BuildContext {
        typealias Event = Never
        var routingContext: RoutingContext = "test"
        var deeplinkSegments: [String]? { nil }
    }

    @MainActor
    final class CountPresenter: ModulePresenter {
        let store = StateStore(CountState())
        func perform(_ action: CountAction) async throws(ActionRefused) { store.update { $0.count += 1 } }
    }

    struct CountState: Equatable, Sendable {
        var count = 0
    }

    enum CountAction: ScreenAction {
        case add
    }

    /// Counts what it was called with; keeps what it shows unless told otherwise.
    @MainActor
    final class CountView: ModuleView {
        let followsEachState: Bool
        private(set) var rendered: [Int] = []
        init(follows: Bool) { followsEachState = follows }
        func render(_ state: CountState) { rendered.append(state.count) }
    }

    func rendered(follows: Bool) async throws -> [Int] {
        let builder = ModuleBuilder<CountContext>(name: "Count") { _, _ in
            CountPresenter()
        } view: { _ in
            CountView(follows: follows)
        }
        return try await ModuleHarness.run(builder, CountContext()) { harness in
            harness.exhaustiveState = false
            try await harness.act(CountAction.add)
            try await harness.act(CountAction.add)
            return try #require(harness.subject.view as? CountView).rendered
        }
    }

    @Test func aViewThatKeepsWhatItShowsIsCalledWithEveryState() async throws {
        #expect(try await rendered(follows: true) == [0, 1, 2])
    }

    @Test func aViewThatReadsTheStateWhenDrawnIsCalledOnceWhenBuilt() async throws {
        #expect(try await rendered(follows: false) == [0], "told the first state, no later one")
    }
}
