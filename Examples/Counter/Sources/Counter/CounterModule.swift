import ModuleKit

/// The counter's state: a value, no logic.
public struct CounterState: Equatable, Sendable {
    public var count = 0
}

/// A counter: a state store, a widget view and events. Built by ``CounterFeature/builder()``.
@MainActor
final class CounterModule: ModuleProtocol, CounterInput, WidgetView {
    let context: CounterContext
    let events = EventStream<CounterEvent>()
    private let store = StateStore(CounterState())
    private(set) var body = Widget.column([])

    init(context: CounterContext) {
        self.context = context
        store.follow { [unowned self] state in
            body = .column([
                .label("Count: \(state.count)"),
                .button(title: "+1", action: .increment),
                .button(title: "Reset", action: .reset),
            ])
        }
    }

    var view: any ModuleView { self }
    var input: any CounterInput { self }

    func start(at count: Int) {
        store.update { $0.count = count }
    }

    func tap(_ action: CounterAction) {
        switch action {
        case .increment:
            store.update { $0.count += 1 }
            events.emit(.counted(store.state.count))
            if store.state.count.isMultiple(of: context.milestone) {
                events.emit(.reachedMilestone(store.state.count))
            }
        case .reset:
            store.update { $0.count = 0 }
            events.emit(.counted(0))
        case .close:
            break
        }
    }
}

/// The counter's entry point: the one public way to build it.
public enum CounterFeature {
    public static func builder() -> ModuleBuilder<CounterContext> {
        ModuleBuilder(name: "Counter") { CounterModule(context: $0) }
    }
}
