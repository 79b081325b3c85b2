import ModuleKitCore

// The doc comments' examples of a module with an input — a counter the app may start at a count —
// made both ways: a module type of its own (ModuleProtocol), and a builder of a presenter, a view
// and the input (ModuleBuilder); compiled (see DocCommentExamples.swift, which declares the
// givens).

struct CounterContext: BuildContext {
    typealias Event = CounterEvent
    typealias Input = any CounterInput
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["counter"] }
}

enum CounterEvent: Equatable, Sendable {
    case counted(Int)
}

struct CounterState: Equatable, Sendable {
    var count = 0
}

enum CounterAction: ScreenAction, Equatable {
    case increment
}

/// What the app may set on a counter.
@MainActor
protocol CounterInput: AnyObject {
    func start(at count: Int)
}

// snippet: doc ModuleProtocol
final class CounterModule: ModuleProtocol, ModuleView, CounterInput {
    let context: CounterContext
    let events = EventStream<CounterEvent>()
    private let store = StateStore(CounterState())  // closed with the module, nothing to wire
    private(set) var shown = ""

    init(context: CounterContext) {
        self.context = context
        store.follow { [unowned self] state in render(state) }
    }

    var view: any ModuleView { self }
    var input: any CounterInput { self }

    func render(_ state: CounterState) { shown = "\(state.count)" }
    func start(at count: Int) { store.update { $0.count = count } }
}
// end

@MainActor
final class CounterPresenter: ModulePresenter, CounterInput {
    let store = StateStore(CounterState())
    let events: EventStream<CounterEvent>

    init(events: EventStream<CounterEvent>) { self.events = events }

    func start(at count: Int) { store.update { $0.count = count } }

    func perform(_ action: CounterAction) async throws(ActionRefused) {
        store.update { $0.count += 1 }
        events.emit(.counted(store.state.count))
    }
}

enum CounterFeature {
    @MainActor
    static func builder() -> ModuleBuilder<CounterContext> {
        builder { _ in TextView<CounterState>() }
    }

    @MainActor
    static func builder<View: ModuleView>(_ view: @escaping @MainActor @Sendable (CounterPresenter) -> View)
        -> ModuleBuilder<CounterContext> where View.ViewState == CounterState
    {
        ModuleBuilder(name: "Counter") { context, events in
            CounterPresenter(events: events)
        } view: {
            view($0)
        } input: {
            $0
        }
    }

    @MainActor
    static func documented() -> ModuleBuilder<CounterContext> {
        // snippet: doc ModuleBuilder(presenter:view:input:)
        ModuleBuilder(name: "Counter") { _, events in
            CounterPresenter(events: events)
        } view: { presenter in
            CounterView(presenter: presenter)
        } input: { presenter in
            presenter  // the presenter is the counter's input
        }
        // end
    }
}

@MainActor
final class CounterView: ModuleView {
    init(presenter: CounterPresenter) {}
    func render(_ state: CounterState) {}
}
