import ModuleKitCore
import ModuleKitTesting
import TerminalHost
import TerminalHostTesting
import TerminalUI
import Testing

// A tally, drawn by a view of today (a function of the state) and by one written for 2.0 (a
// screen shown from render to render).

struct TallyContext: BuildContext {
    typealias Event = Never
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

struct TallyState: Equatable, Sendable {
    var count = 0
}

enum TallyAction: ScreenAction {
    case add
}

@MainActor
final class TallyPresenter: ModulePresenter {
    let store = StateStore(TallyState())
    func perform(_ action: TallyAction) async throws(ActionRefused) {
        store.update { $0.count += 1 }
    }
}

/// Today's view: drawn from the state when asked, keeping nothing.
@MainActor
final class TallyView: PresenterView<TallyPresenter>, CommandedView {
    static let commandSet: CommandSet<TallyState, TallyAction> = [CommandSpec("add", "add one", .add)]
    private(set) var draws = 0

    override func screen() -> Screen {
        draws += 1
        return Screen(title: "Tally \(state.count)")
    }
}

/// A 2.0 view: it renders each state into a screen it shows (deprecated, and still drawn).
@available(*, deprecated, message: "2.0's spelling, kept working")
@MainActor
final class OldTallyView: PresenterView<TallyPresenter>, CommandedView {
    static let commandSet: CommandSet<TallyState, TallyAction> = [CommandSpec("add", "add one", .add)]

    func render(_ state: TallyState) {
        show(Screen(title: "Tally \(state.count)"))
    }
}

@MainActor
@Suite struct PresenterViewTests {
    @Test func aViewIsDrawnFromTheStateWhenAskedAndNotAtEachChange() async throws {
        let builder = ModuleBuilder<TallyContext>(name: "Tally") { _, _ in
            TallyPresenter()
        } view: {
            TallyView(presenter: $0)
        }
        try await ModuleHarness.run(builder, TallyContext(routingContext: "test")) { harness in
            harness.exhaustiveState = false
            let view = try #require(harness.subject.view as? TallyView)
            try await harness.send("add")
            try await harness.send("add")
            #expect(view.draws == 0, "nothing drew it while the state changed")
            #expect(harness.screen.contains("Tally 2"))
            #expect(view.draws == 1, "drawn once, when asked")
            #expect(!view.followsEachState, "told no state: it keeps none")
        }
    }

    @available(*, deprecated, message: "tests 2.0's spelling")
    @Test func aViewWrittenFor2_0StillShowsWhatItRendered() async throws {
        let builder = ModuleBuilder<TallyContext>(name: "Tally") { _, _ in
            TallyPresenter()
        } view: {
            OldTallyView(presenter: $0)
        }
        try await ModuleHarness.run(builder, TallyContext(routingContext: "test")) { harness in
            harness.exhaustiveState = false
            try await harness.send("add")
            #expect(harness.screen.contains("Tally 1"))
            #expect(try #require(harness.subject.view as? OldTallyView).followsEachState, "told each state")
        }
    }
}
