// The members of assembly, state, subscriptions, links and traces that ModuleKit 0.1 and 0.2
// had and 1.0 removed or renamed, each kept unavailable with a message that says what to write
// instead (removed types: RemovedTypes.swift; the navigator's and the manager's members:
// RemovedMembers.swift).
//
// Where an internal declaration keeps an old name, its unavailable twin differs only where a
// caller cannot see it (a generic parameter, a defaulted `Void` one), and the compiler prefers
// the available one inside ModuleKit.

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
    /// Unavailable: a store closes with the module that made it.
    @available(
        *, unavailable,
        message:
            "a store closes with the module that made it (in its build or its tasks), with nothing to call; one made elsewhere is yours: let it go"
    )
    public func close() { fatalError() }

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
