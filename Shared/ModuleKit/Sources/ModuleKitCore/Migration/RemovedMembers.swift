// The members of the navigator, the manager, a module's work and its container that ModuleKit
// 0.1 and 0.2 had and 1.0 removed or renamed, each kept unavailable with a message that says
// what to write instead (removed types: RemovedTypes.swift; the other members:
// RemovedStateAndLinkMembers.swift).
//
// Where an internal declaration keeps an old name, its unavailable twin differs only where a
// caller cannot see it (a generic parameter, a defaulted `Void` one), and the compiler prefers
// the available one inside ModuleKit.

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
    /// Unavailable: what a person asks is ``ask(_:)``, in one word with the manager's
    /// `askedWorkEnded()`.
    @available(*, unavailable, renamed: "ask(_:)")
    @discardableResult
    public func enqueue(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        fatalError()
    }

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
