// The names ModuleKit 0.1 and 0.2 had and 1.0 removed or renamed, each kept as an unavailable
// declaration whose message says what to write instead: code written against 0.2 meets one
// compiler error per old name, and each error is its own fix. Nothing here can be called, and
// none of it counts toward the API surface (`Scripts/depgraph api` skips unavailable symbols).
// The CHANGELOG's "From 0.2" table says the same, with the reasons.
//
// Where an internal declaration keeps an old name, its unavailable twin differs only where a
// caller cannot see it (a generic parameter, a defaulted `Void` one), and the compiler prefers
// the available one inside ModuleKit.

// MARK: Types renamed

/// Unavailable: renamed ``ModulePresenter``.
@available(
    *, unavailable, renamed: "ModulePresenter",
    message: "a presenter performs its actions: Action and perform(_:) are ModulePresenter's, send(_:) too"
)
public protocol ActionPerforming {}

/// Unavailable: renamed ``ModuleView``.
@available(*, unavailable, renamed: "ModuleView", message: "a view renders its ViewState")
public protocol StateRenderingView {}

@available(
    *, unavailable, renamed: "ModuleError",
    message: "a link's errors are ModuleError's cases (.unknownRoute, .malformed, …)"
)
public typealias DeeplinkError = ModuleError

@available(
    *, unavailable, renamed: "ModuleError",
    message: "navigation's errors are ModuleError's cases (.atRoot, .nothingPresented, .stackFull)"
)
public typealias NavigationError = ModuleError

@available(
    *, unavailable, renamed: "Never",
    message: "a context without events says nothing: Event is Never by default"
)
public typealias NoEvent = Never

@available(*, unavailable, renamed: "Void", message: "a context without input: Input is Void by default")
public typealias NoInput = Void

@available(
    *, unavailable, renamed: "Sendable",
    message: "an event is any Sendable value: write 'enum FeedEvent: Sendable'"
)
public typealias ModuleEvent = Sendable

// MARK: Types gone

/// Unavailable: every ``BuildContext`` has `deeplinkSegments` now.
@available(
    *, unavailable,
    message:
        "every BuildContext has 'var deeplinkSegments: [String]?' now (nil for a part only embedded): drop this conformance"
)
public protocol DeeplinkConvertible {}

/// Unavailable: links are text.
@available(
    *, unavailable,
    message:
        "links are text: router.resolve(\"mosaic://feed\") and router.link(for: context) -> String; navigator.open(text, router:)"
)
public struct Deeplink {
    public init(parsing text: String) throws { fatalError() }
    public init(scheme: String, segments: [String]) { fatalError() }
}

/// Unavailable: a route's pattern is text.
@available(
    *, unavailable,
    message:
        "a route's pattern is text: DeeplinkRoute.pattern is a String ('feed/post/{id:text}'); register it with try router.register(pattern) { … }"
)
public struct RoutePattern {
    public init(_ pattern: String) { fatalError() }
}

/// Unavailable: `idle()` returns the leaked modules' sources.
@available(
    *, unavailable,
    message:
        "idle() returns the leaked modules as [ModuleSource]; modules.observe([.leak]) { record in … } says it in words"
)
public struct LeakReport {}

/// Unavailable: the manager tracks every module it built.
@available(
    *, unavailable,
    message:
        "the manager tracks every module it built: await modules.idle() returns the leaked ones, modules.observe([.leak]) reports them"
)
public final class LeakTracker {
    public init() { fatalError() }
}

/// Unavailable: `listen` returns a ``Subscription``.
@available(
    *, unavailable,
    message: "listen(to:in:_:) returns a Subscription: keep it, and cancel() it to stop listening"
)
public struct ListenerID {}

/// Unavailable: depend on the other feature's builder.
@available(
    *, unavailable,
    message:
        "depend on the other feature's ModuleBuilder<Context>, declare it with ModuleBuilder(name:submodules:) and build with children.build(_:)"
)
public struct ModuleFactory<Context> {}

/// Unavailable: pass the builders themselves.
@available(
    *, unavailable,
    message:
        "pass the builders themselves: ModuleBuilder(name: \"Profile\", submodules: header, posts) { context, children in … }"
)
public struct SubmoduleBuilder {}

/// Unavailable: the builder's closure is handed a ``ModuleContainer``.
@available(
    *, unavailable,
    message:
        "the builder's closure is handed a ModuleContainer (children): try children.build(context), try children.attach(child, to: slot)"
)
public struct Submodules {}

/// Unavailable: read a module's state with `ModuleHarness.state(as:)`.
@available(
    *, unavailable,
    message: "drop this conformance: ModuleHarness.state(as:) reads the stores any module made"
)
public protocol InspectableModule {}

/// Unavailable: observe the manager.
@available(
    *, unavailable,
    message:
        "observe the manager: let observation = modules.observe { record in … } (record.jsonLine for a JSON line)"
)
public protocol TraceSink {}

/// Unavailable: observe the manager.
@available(
    *, unavailable,
    message:
        "keep the records yourself: let observation = modules.observe { record in records.append(record) }"
)
public final class TraceBuffer {
    public init() { fatalError() }
}

/// Unavailable: observe the manager.
@available(
    *, unavailable,
    message: "let observation = modules.observe { record in write(record.jsonLine + \"\\n\") }"
)
public final class JSONLinesTraceWriter {
    public init(write: @escaping (String) -> Void) { fatalError() }
}

/// Unavailable: observe the manager.
@available(
    *, unavailable,
    message:
        "let observation = modules.observe { record in … }: any number of observers, each for the kinds it asks"
)
public final class Tracer {}

/// Unavailable: the terminal host keeps its own.
@available(
    *, unavailable,
    message:
        "a host's log of unhandled events: TerminalHost's UnhandledEventLog, or modules.observe([.unhandled]) { record in … }"
)
public final class UnhandledEventLog {
    public init(modules: ModuleManager, limit: Int = 100) { fatalError() }
}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable,
    message:
        "a part of a screen is a module built in its parent's builder (children.build, children.attach) or a plain type in its state"
)
public final class SectionedContainer {
    public init<Sections>(sections: Sections) { fatalError() }
}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable,
    message:
        "a part of a screen is a module built in its parent's builder (children.build, children.attach) or a plain type in its state"
)
public enum SectionedContainerError {}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable,
    message: "a row is a plain value in the screen's state, or a module built with children.build(_:)"
)
public protocol SectionModule {}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable,
    message: "a cell is a plain value in the screen's state, or a module built with children.build(_:)"
)
public protocol CellModule {}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable, message: "a list of cells is an array in the screen's state; page it in the presenter"
)
public final class CellModuleList {
    public init(pageSize: Int, make: @escaping (Any) -> Any) { fatalError() }
}

// MARK: Members gone

extension Navigator {
    /// Unavailable: `close(_:)` throws.
    @available(
        *, unavailable,
        message:
            "try navigator.close(id) returns nothing and throws ModuleError.atRoot at a tab's root (a module shown nowhere: nothing happens)"
    )
    public enum CloseResult { case popped, dismissed, detached, notFound, refusedAtTabRoot }

    /// Unavailable: each move has its method.
    @available(
        *, unavailable,
        message:
            "each move is a method: push(_:), present(_:), replaceRoot(_:); a child is built in its parent's builder"
    )
    public enum Transition {
        case push, present, replaceRoot
        case embed(in: ModuleID, slot: String)
    }

    /// Unavailable: each move has its method.
    @available(
        *, unavailable,
        message: "each move is a method: try navigator.push(context), present(context), replaceRoot(context)"
    )
    public func route(_ context: any BuildContext, _ transition: Transition, configure: Any? = nil) -> Never {
        fatalError()
    }

    /// Unavailable: a navigator opens text.
    @available(
        *, unavailable,
        message:
            "open a link's text: try navigator.open(\"mosaic://feed\", router: router); a stack of contexts: try navigator.setStack(contexts, ofTab: index)"
    )
    public func open<Contexts: Sequence>(_ contexts: Contexts) -> Never { fatalError() }

    /// Unavailable: push each, or set the stack.
    @available(*, unavailable, message: "try navigator.setStack(contexts, ofTab: index), or push(_:) each")
    public func push<Contexts>(all contexts: Contexts) -> Never { fatalError() }

    /// Unavailable: a tab's contexts.
    @available(
        *, unavailable,
        message: "navigator.contexts(ofTab: index) gives a tab's stack; visibleStack the one shown"
    )
    public func stack<Index>(ofTab index: Index) -> Never { fatalError() }

    /// Unavailable: what is shown.
    @available(
        *, unavailable,
        message: "navigator.visibleStack is what is shown, presented screens included; top is its last"
    )
    public var presented: Never { fatalError() }
}

extension ModuleManager {
    /// Unavailable: observe the manager.
    @available(
        *, unavailable,
        message:
            "let observation = modules.observe { record in … } (kept as long as you keep it; cancel() ends it)"
    )
    public var trace: Any? {
        get { fatalError() }
        set {}
    }

    /// Unavailable: observe the manager.
    @available(*, unavailable, message: "let observation = modules.observe { record in … }")
    public var tracer: Never { fatalError() }

    /// Unavailable: observe unhandled events.
    @available(*, unavailable, message: "let observation = modules.observe([.unhandled]) { record in … }")
    public var unhandledEvent: Any? {
        get { fatalError() }
        set {}
    }

    /// Unavailable: a host draws on changes.
    @available(
        *, unavailable,
        message:
            "a host draws on modules.observeChanges { change in … } (.workEnded(id) when a module's work ends)"
    )
    public var workEnded: Any? {
        get { fatalError() }
        set {}
    }

    /// Unavailable: the manager tracks every module.
    @available(
        *, unavailable,
        message: "await modules.idle() returns the leaked modules; modules.observe([.leak]) reports them"
    )
    public var leaks: Never { fatalError() }

    /// Unavailable: observe every event.
    @available(
        *, unavailable,
        message: "let observation = modules.observe([.event]) { record in … } (record.module, record.summary)"
    )
    public func listenToAll(
        in routingContexts: [RoutingContext]? = nil, _ handler: @escaping (Any, ModuleSource) -> Void
    ) -> Never { fatalError() }

    /// Unavailable: a listener ends with its subscription.
    @available(
        *, unavailable, message: "keep the Subscription listen(to:in:_:) returns, and call its cancel()"
    )
    public func removeListener<ID>(_ id: ID) { fatalError() }

    /// Unavailable: depend on the other feature's builder.
    @available(
        *, unavailable,
        message:
            "depend on the other feature's ModuleBuilder<Context> and declare it a submodule of your builder"
    )
    public func factory<Context>(for type: Context.Type) -> Never { fatalError() }

    /// Unavailable: build through a navigator or a parent.
    @available(
        *, unavailable,
        message:
            "show a context with navigator.push(_:)/present(_:), or build a child with children.build(_:) in its parent's builder"
    )
    public func build<Context>(any context: Context) -> Never { fatalError() }

    /// Unavailable: a trace record names its module.
    @available(
        *, unavailable,
        message:
            "records name their module: TraceRecord.module; ModuleChange.module is the id of what changed"
    )
    public func source<ID>(of id: ID) -> Never { fatalError() }

    /// Unavailable: modules are reached through the navigator.
    @available(
        *, unavailable,
        message:
            "reach a shown module through navigator.visibleStack (Entry.module), a tab's root through navigator.rootInput(of:), a child through ModuleContainer.modules"
    )
    public func module<ID>(_ id: ID) -> Never { fatalError() }

    /// Unavailable: ids come with what is shown.
    @available(
        *, unavailable,
        message:
            "a shown module's id is its Navigator.Entry.id; an embedded child's is container.childID(in: slot)"
    )
    public func id<Module>(of module: Module) -> Never { fatalError() }

    /// Unavailable: modules are reached through the navigator.
    @available(
        *, unavailable, message: "what is shown is navigator.visibleStack; what leaked, await modules.idle()"
    )
    public func alive<Context>(_ type: Context.Type) -> Never { fatalError() }

    /// Unavailable: the navigator sends the lifecycle.
    @available(
        *, unavailable,
        message:
            "the navigator sends lifecycle changes as it shows and hides screens; a test makes its module appear again with ModuleHarness.reappear()"
    )
    public func sendLifecycle<Module>(_ change: Lifecycle, to module: Module) { fatalError() }
}

extension ModuleWork {
    /// Unavailable: a module's work comes with it.
    @available(
        *, unavailable,
        message: "a module's work is its event stream's: module.work (EventStream() makes both)"
    )
    public convenience init(_ unavailable: Void = ()) { fatalError() }

    /// Unavailable: work ends with its module.
    @available(
        *, unavailable,
        message:
            "nothing to write: closing a module cancels its tasks and silences its stores and events; put clean-up in a task's cancellation (withTaskCancellationHandler)"
    )
    public func onClose<Handler>(_ handler: Handler) { fatalError() }

    /// Unavailable: a host learns of work from the manager.
    @available(
        *, unavailable,
        message:
            "module.isWorking is the screen's own work; a host hears modules.observeChanges (.workStarted, .workEnded)"
    )
    public var isBusy: Never { fatalError() }
}

extension ModuleContainer {
    /// Unavailable: the builder is handed its container.
    @available(
        *, unavailable,
        message:
            "a module's builder is handed its ModuleContainer: ModuleBuilder(name:submodules:) { context, children in … }"
    )
    public convenience init(_ unavailable: Void = ()) { fatalError() }

    /// Unavailable: the container follows its module.
    @available(
        *, unavailable, message: "a container's children appear and disappear with its module: nothing to ask"
    )
    public var isVisible: Never { fatalError() }

    /// Unavailable: ask a slot.
    @available(
        *, unavailable,
        message: "container.modules lists the children; childID(in: slot) names the one in a slot"
    )
    public var slots: Never { fatalError() }
}

extension AssembledModule {
    /// Unavailable: a builder is handed the container.
    @available(
        *, unavailable,
        message:
            "write AssembledModule(context:presenter:view:) inside ModuleBuilder(name:submodules:) { context, children in … }: its container is children"
    )
    public convenience init(
        context: Context, container: ModuleContainer?, presenter: (EventStream<Context.Event>) -> Presenter,
        view: (Presenter) -> View
    ) { fatalError() }

    /// Unavailable: a builder is handed the container.
    @available(
        *, unavailable,
        message:
            "write AssembledModule(context:presenter:view:input:) inside ModuleBuilder(name:submodules:) { context, children in … }: its container is children"
    )
    public convenience init(
        context: Context, container: ModuleContainer?, presenter: (EventStream<Context.Event>) -> Presenter,
        view: (Presenter) -> View, input: @escaping (Presenter) -> Context.Input
    ) { fatalError() }

    /// Unavailable: a harness reads any module's state.
    @available(
        *, unavailable, message: "in a test, harness.state(as: State.self); in code, presenter.store.state"
    )
    public var inspectedState: Never { fatalError() }
}

extension ModuleBuilder {
    /// Unavailable: pass the builder itself.
    @available(
        *, unavailable,
        message:
            "pass the builder itself: ModuleBuilder(name:submodules: header, posts) { context, children in … }"
    )
    public var asSubmodule: Never { fatalError() }

    /// Unavailable: a builder registers its submodules itself.
    @available(
        *, unavailable,
        message: "registering a builder registers its submodules: try modules.register(builder)"
    )
    public var submodules: Never { fatalError() }
}

extension StateStore {
    /// Unavailable: `follow(_:)` renders now and after each change.
    @available(
        *, unavailable, renamed: "follow",
        message: "follow(_:) renders at once with the current state, then after each change"
    )
    public func drive(_ render: @escaping (State) -> Void) { fatalError() }

    /// Unavailable: `observe(_:)` became `follow(_:)`, which renders at once.
    @available(
        *, unavailable, renamed: "follow",
        message: "it renders at once now (0.2's did not): drop a render you made by hand after it"
    )
    public func observe(_ observer: @escaping (State) -> Void) { fatalError() }

    /// Unavailable: a render follows each change.
    @available(
        *, unavailable, message: "nothing to write: follow(_:) renders at once, and every change renders"
    )
    public func redraw() { fatalError() }

    /// Unavailable: a view follows the store.
    @available(*, unavailable, message: "store.follow { state in view.render(state) }")
    public func bind<Target, Path>(_ target: Target, _ path: Path) { fatalError() }

    /// Unavailable: a rule is a method of the presenter.
    @available(
        *, unavailable,
        message:
            "a rule is a method of the presenter that every update calls: store.update { state in state = rule(state) }"
    )
    public func addRule(_ rule: @escaping (_ old: State, _ new: State) -> State) { fatalError() }

    /// Unavailable: `update` is the transaction.
    @available(
        *, unavailable,
        message: "store.update { state in … } is one transaction: it renders once, if the state changed"
    )
    public func begin(_ unavailable: Void = ()) { fatalError() }

    /// Unavailable: `update` is the transaction.
    @available(
        *, unavailable,
        message: "store.update { state in … } is one transaction: it renders once, if the state changed"
    )
    public func commit(_ unavailable: Void = ()) { fatalError() }

    /// Unavailable: `update` is the transaction.
    @available(*, unavailable, message: "nothing to ask: store.update { state in … } is the transaction")
    public var isInTransaction: Never { fatalError() }

    /// Unavailable: count renders yourself.
    @available(*, unavailable, message: "count renders in the closure you give follow(_:)")
    public var renderCount: Never { fatalError() }
}

extension Subscription {
    /// Unavailable: keep the token.
    @available(
        *, unavailable,
        message: "keep the Subscription in a property (or an array of them); releasing it or cancel() ends it"
    )
    public func store<Bag>(in bag: inout Bag) { fatalError() }

    /// Unavailable: a subscription ends once.
    @available(*, unavailable, message: "nothing to ask: cancel() may be called any number of times")
    public var isCancelled: Never { fatalError() }

    /// Unavailable: subscriptions come from ModuleKit.
    @available(
        *, unavailable,
        message:
            "a Subscription comes from listen(to:in:_:), observe(_:_:), observeChanges(_:) or EventStream.subscribe(_:); keep your own cancel closure yourself"
    )
    public convenience init<Handler>(onCancel: Handler) { fatalError() }
}

extension EventStream {
    /// Unavailable: subscribers are ModuleKit's.
    @available(*, unavailable, message: "nothing to ask: a closed module's stream reaches no one")
    public var subscriberCount: Never { fatalError() }
}

extension RoutingContext {
    /// Unavailable: compare flows as values.
    @available(
        *, unavailable,
        message:
            "compare flows as values: context.routingContext == \"home.greeting\", or listen(to:in: [flows]) for the flows you want"
    )
    public func isWithin<Other>(_ other: Other) -> Never { fatalError() }

    /// Unavailable: the flow is its text.
    @available(*, unavailable, message: "the flow is its text: \"\\(routingContext)\"")
    public var components: Never { fatalError() }

    /// Unavailable: the flow is its text.
    @available(*, unavailable, message: "the flow is its text: \"\\(routingContext)\" (up to its first '.')")
    public var root: Never { fatalError() }
}

extension RouteParameters {
    /// Unavailable: parameters are text.
    @available(
        *, unavailable,
        message:
            "parameters are text: Int(parameters[\"page\"]) ?? 1, and a route names the type: {page:integer}"
    )
    public func integer<Name>(_ name: Name) -> Never { fatalError() }

    /// Unavailable: read a parameter by name.
    @available(*, unavailable, message: "read a parameter by name: parameters[\"id\"]")
    public var values: Never { fatalError() }
}

extension DeeplinkRoute {
    /// Unavailable: a route's priority is the router's.
    @available(
        *, unavailable,
        message:
            "a route's priority is given to try router.register(_:priority:_:), and the router ranks routes by it"
    )
    public var priority: Never { fatalError() }
}

extension TraceRecord {
    /// Unavailable: records are ModuleKit's.
    @available(
        *, unavailable, message: "records come from modules.observe { record in … }: ModuleKit makes them"
    )
    public init<Time>(time: Time, kind: Kind, module: String?, routingContext: String?, summary: String) {
        fatalError()
    }
}

extension TraceRecord.Kind {
    /// Unavailable: a host draws on changes.
    @available(
        *, unavailable,
        message:
            "a host learns that work ended from modules.observeChanges (.workEnded(id)), not from the trace"
    )
    public static var workEnded: TraceRecord.Kind { fatalError() }
}

extension ModuleError {
    /// Unavailable: reached through the navigator.
    @available(
        *, unavailable,
        message:
            "nothing throws it: a module is reached through navigator.visibleStack or its parent's container"
    )
    public static func noSuchModule<ID>(_ id: ID) -> ModuleError { fatalError() }

    /// Unavailable: a child is built in its parent's builder.
    @available(
        *, unavailable,
        message: "nothing throws it: a child is built in its parent's builder, whose container always exists"
    )
    public static func notAContainer<ID>(_ id: ID) -> ModuleError { fatalError() }
}

extension Lifecycle {
    /// Unavailable: a lifecycle change is not text.
    @available(*, unavailable, message: "switch on the case (.willAppear, …); its text is \"\\(change)\"")
    public init?<Text>(rawValue: Text) { fatalError() }

    /// Unavailable: a lifecycle change is not text.
    @available(*, unavailable, message: "its text is \"\\(change)\"")
    public var rawValue: Never { fatalError() }
}

extension BuildContext {
    /// Unavailable: name the type yourself.
    @available(*, unavailable, message: "\"\\(Context.self)\" names a context's type")
    public static var typeName: Never { fatalError() }
}

extension ModuleID {
    /// Unavailable: ids are ModuleKit's.
    @available(
        *, unavailable,
        message: "ids come from what is shown: Navigator.Entry.id, ModuleHarness.id, container.childID(in:)"
    )
    public init<Name>(name: Name, serial: Int) { fatalError() }
}

extension ModuleSource {
    /// Unavailable: sources are ModuleKit's.
    @available(
        *, unavailable,
        message: "a source comes with each event a listener hears, and from await modules.idle()"
    )
    public init<ID>(id: ID, context: any BuildContext) { fatalError() }
}
