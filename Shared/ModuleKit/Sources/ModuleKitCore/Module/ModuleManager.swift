/// Builds modules from contexts, announces each to the listeners, and knows which are alive:
/// the one object an app holds of the module system.
///
/// It is a façade over parts with one job each: the registry of builders, the event bus
/// that carries events to listeners, the one record of the live modules (which also knows
/// the removed ones that must go), the starter and monitor of the modules' work, and the traceHub.
///
/// Modules load by themselves: building a module starts its ``ModuleProtocol/prepare()`` as a
/// task the module owns (see ``ModuleWork``), and a loaded module that appears again gets a
/// ``ModuleProtocol/refresh()``. Loads of different modules run concurrently; a host never
/// calls anything after an event, and stays responsive while they run. Closing a module cancels
/// its work and drops whatever it emits or renders afterwards. Tests and scripts wait for
/// ``reachIdlePoint()``, where leaks are checked. The app registers every feature's builder here,
/// sets its ``links`` and adds its listeners. Listeners see an event, the ``ModuleSource`` it came from and nothing else of
/// the module. A listener added late is attached to the modules already alive; a listener can
/// be removed.
///
/// ```swift
/// let modules = ModuleManager()
/// try modules.register(FeedFeature.builder(dependencies))
/// modules.listen(to: FeedEvent.self) { [navigator] event, source in
///     guard case .openPost(let id) = event else { return .ignored }
///     // A push that fails is told by the host, once, as every failure.
///     try navigator.push(PostContext(post: id, routingContext: source.routingContext.child("post")))
///     return .handled
/// }
/// ```
@MainActor
public final class ModuleManager: NavigatedModules {
    /// Records builds, events, routes, lifecycle changes and leaks when it has a sink.
    private let traceHub = TraceHub()
    private let registry = ModuleRegistry()
    private let bus: EventBus
    /// The builds in progress: the scope every store and stream made in a build reads.
    private let builds: ModuleBuilds
    /// The account of every module's work: how many tasks are in flight, and who waits (a host's
    /// step waits there for the next task's end).
    let work: WorkMonitor
    /// Who hears what changed that a host shows (see ``observeChanges(_:)``).
    private let changes = ChangeObservers()
    /// The one record of the modules built here (`nonisolated` only so that `deinit` may hand
    /// it to the main actor).
    nonisolated private let live = LiveModules()
    private var serial = 0
    /// Loads and refreshes asked for and not started yet.
    private let pending: PendingStarts
    /// The app's links (see ``Deeplinks``), or `nil` for an app without links: the composition
    /// root sets them with the builders, and every host reads them here. An optional, `nil` until
    /// they are set: read them as one (`modules.links?.link(for: contexts)`); a link opened
    /// without them fails (``ModuleError/noLinks``).
    public var links: Deeplinks?

    /// A manager with no builders and no listeners.
    public init() {
        bus = EventBus(tracer: traceHub)
        builds = ModuleBuilds(delivery: bus.delivery)
        work = WorkMonitor(tracer: traceHub, changes: changes)
        pending = PendingStarts(monitor: work)
        work.moduleClosed = { [live] id in live.expectRelease(id) }
    }

    /// The manager went away: modules that outlive it stop reaching its listeners.
    deinit {
        let live = ReleasedState(live)
        MainActorRelease.run {
            for dispatcher in live.value.dispatchers { dispatcher.disconnect() }
        }
    }

    /// Calls `observer` with a record of each thing of `kinds` that happens to the modules built
    /// here — builds, routes, lifecycle changes, events, events no one handled, actions and
    /// refusals, what a closed module tried and was dropped, leaks — until the returned
    /// subscription is cancelled or released. Any number of observers may join; none replaces
    /// another. A kind no observer asked for costs nothing. The trace only observes: a host
    /// learns when to draw from ``observeChanges(_:)``.
    ///
    /// ```swift
    /// let trace = modules.observe { record in file.append(record.jsonLine + "\n") }
    /// ```
    public func observe(
        _ kinds: [TraceRecord.Kind] = TraceRecord.Kind.allCases, _ observer: @escaping (TraceRecord) -> Void
    ) -> Subscription {
        traceHub.add(kinds, observer)
    }

    /// Whether any observer wants records of events: when none does, delivering one checks
    /// nothing more.
    var isTraceOn: Bool { traceHub.isOn }

    /// Calls `observer` with each change to what a host shows — a module's state rendered, its
    /// work started or ended, the navigator's screens changed (see ``ModuleChange``) — until the
    /// returned subscription is cancelled or released: the one way a host learns when to draw.
    ///
    /// ```swift
    /// let drawing = modules.observeChanges { change in
    ///     if change == .screens || change.module == navigator.top?.id { host.draw(navigator.top) }
    /// }
    /// ```
    public func observeChanges(_ observer: @escaping (ModuleChange) -> Void) -> Subscription {
        changes.add(observer)
    }

    // MARK: Registry

    /// Registers the builder for its context type, and the builders of the submodules it
    /// declares. Registering the same builder again (a copy of it: the app's Feed, which Profile
    /// embeds too) does nothing; another builder for one of these context types — even of the
    /// same name, made with other dependencies — is refused
    /// (``ModuleError/alreadyRegistered(contextType:registered:refused:)``), naming both, and
    /// nothing of it is registered.
    public func register<Context: BuildContext>(_ builder: ModuleBuilder<Context>) throws(ModuleError) {
        try register(builder, by: "the app")
    }

    /// Registers `builder`, registered by `registrant` (the app, or a parent that declares it).
    @usableFromInline
    func register<Context: BuildContext>(_ builder: ModuleBuilder<Context>, by registrant: String)
        throws(ModuleError)
    {
        let before = registry.snapshot
        do {
            guard try registry.register(builder, by: registrant) else { return }
            try builder.registerSubmodules(self)
        } catch {
            // A submodule refused: the feature that declares it is not registered either.
            registry.restore(before)
            throw error
        }
    }

    /// Every registered feature with its context and event types, in registration order.
    public var registrations: [ModuleRegistration] { registry.registrations }

    // MARK: Building

    /// Builds the module for `context`, announces it to the listeners and starts tracking it.
    /// Its load starts when the caller yields the main actor (so a caller configures it first),
    /// or at the end of the navigator transition that built it.
    /// Throws ``ModuleError/notRegistered(contextType:)`` when no builder takes this context type.
    public func build<Context: BuildContext>(_ context: Context) throws(ModuleError) -> any ModuleProtocol<
        Context
    > {
        let module = try buildIdentified(context).module
        pending.schedule()
        return module
    }

    /// Builds the module for a context whose type is known only at run time (from a link).
    func build(any context: any BuildContext) throws(ModuleError) -> any ModuleProtocol {
        let module = try buildIdentified(any: context).module
        pending.schedule()
        return module
    }

    /// ``build(_:)``, with the id given to the module: what the navigator places.
    func buildIdentified<Context: BuildContext>(_ context: Context) throws(ModuleError) -> (
        module: any ModuleProtocol<Context>, id: ModuleID
    ) {
        let builder = try registry.builder(for: Context.self)
        let children = builder.embeds ? ModuleContainer(manager: self) : nil
        let module = try builds.build { () throws(ModuleError) in try builder.make(context, children) }
        module.work.lifetime.children = children?.slots
        return (module, announce(module, builtBy: builder))
    }

    /// ``build(any:)``, with the id given to the module.
    func buildIdentified(any context: any BuildContext) throws(ModuleError) -> (
        module: any ModuleProtocol, id: ModuleID
    ) {
        let (module, id) = try buildIdentified(context)
        return (module, id)
    }

    private func announce<Module: ModuleProtocol>(
        _ module: Module, builtBy builder: ModuleBuilder<Module.Context>
    ) -> ModuleID {
        serial += 1
        let source = ModuleSource(id: ModuleID(name: builder.name, serial: serial), context: module.context)
        live.add(module, as: source, dispatcher: bus.connect(module, as: source, with: builder))
        module.container?.adopt(by: source.id)
        traceHub.record(.build, source, summary: Module.Context.shortTypeName)
        module.work.adopt(by: work, as: source)
        pending.load(module)
        return source.id
    }

    /// Reaches an idle point: starts the loads waiting to start, returns when no module's work
    /// is in flight — every load, refresh and task has ended — and returns the leaks found there:
    /// the modules removed since the last idle point that are still alive, each reported once.
    /// Any number of callers may wait at once. (1.x called it `idle()`, which read as a
    /// question.)
    ///
    /// When a module is popped, dismissed or detached, the manager expects it to be released:
    /// by the next idle point, the module and everything it owned must be gone. Whatever is
    /// still alive is reported with its id and routing context — at once, not after a timer,
    /// and without crashing. A module whose work had not ended is checked at a later idle
    /// point, never reported while it may still be finishing: no report is false.
    ///
    /// Scripts and tests wait here after each step, so that runs are reproducible; an
    /// interactive host does not wait at all.
    ///
    /// Work that never ends (``ModuleWork/ongoing(_:)``) is not waited for. A caller whose task
    /// is cancelled while it waits returns at once, with no leak check (it reached no idle point).
    @discardableResult
    public func reachIdlePoint() async -> [ModuleSource] {
        pending.startAll()
        guard await work.waitUntilIdle() else { return [] }
        return checkLeaks()
    }

    /// The modules removed since the last check that are still alive although their work has
    /// ended, each reported (and traced) once; ``reachIdlePoint()`` checks after waiting for the work.
    func checkLeaks() -> [ModuleSource] {
        let leaked = live.verify()
        for leak in leaked {
            traceHub.record(.leak, leak, summary: "\(leak) is still alive after it was removed")
        }
        return leaked
    }

    /// Returns when nothing a person asked of any module (``ModuleWork/ask(_:)``: a like, a
    /// follow, a setting) is in flight, the modules' own loads aside: where a host waits before
    /// it ends, so that what was asked just before leaving is carried out. A caller whose task
    /// is cancelled returns at once.
    public func askedWorkEnded() async {
        _ = await work.askedIdle()
    }

    /// Whether nothing a person asked of any module is in flight.
    public var isAskedWorkIdle: Bool { work.isAskedIdle }

    /// Whether no module's work is in flight or waiting to start.
    public var isIdle: Bool { work.isIdle && pending.isEmpty }

    /// Notes that `module` appeared, or was handed a new context (`contextChanged`: see
    /// ``UpdatableModule``): it is refreshed once the transition or the current turn of the main
    /// actor ended — a module still loading only when handed a new context, after its load.
    func appeared(_ module: any ModuleProtocol, contextChanged: Bool = false) {
        guard module.work.load == .loaded || contextChanged else { return }
        pending.refresh(module, contextChanged: contextChanged)
    }

    // MARK: Alive modules

    /// Every module alive now, oldest first.
    public var aliveModules: [ModuleSource] { live.alive.map(\.source) }

    /// The live module with this id.
    func module(_ id: ModuleID) -> (any ModuleProtocol)? { live.module(id) }

    /// What a live module was built as.
    func source(of id: ModuleID) -> ModuleSource? { live.source(of: id) }

    /// Notes that module `id` is attached to a slot of `parent` (or detached, with `nil`).
    func setParent(of id: ModuleID, to parent: ChildSlots?) { live.setParent(of: id, to: parent) }

    /// Detaches the embedded module `id` from its parent's slot (see
    /// ``ModuleContainer/detach(_:)``), recording the route as `summary`; `false` when it is not
    /// embedded.
    func detach(_ id: ModuleID, recording summary: @autoclosure () -> String) -> Bool {
        guard let module = live.module(id), let container = live.parent(of: id) else { return false }
        let source = live.source(of: id)
        guard container.detach(module: module) else { return false }
        traceHub.record(.route, source, summary: summary())
        return true
    }

    /// Records a route a navigator took, by module `id` or none; `summary` is made only if traced.
    func recordRoute(of id: ModuleID?, _ summary: @autoclosure () -> String) {
        traceHub.record(.route, id.flatMap(live.source(of:)), summary: summary())
    }

    /// Records a lifecycle change of `module`, one built here, when the trace wants lifecycle
    /// records (asked first: the lookup costs nothing when none does).
    func recordLifecycle(_ change: Lifecycle, of module: AnyObject) {
        guard traceHub.wants(.lifecycle), let id = live.id(of: module) else { return }
        traceHub.record(.lifecycle, live.source(of: id), summary: "\(change)")
    }

    /// Runs one transition of a navigator: the loads and refreshes it asks for start at its end,
    /// once its modules are configured and placed, and a host hears that the screens changed
    /// (``ModuleChange/screens``) just before.
    func transition<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try pending.inTransition { () throws(Failure) -> Result in
            let result = try body()
            // Before the loads it asked for start: a host hears of the screens, then their work.
            changes.send(.screens)
            return result
        }
    }

    // MARK: Listeners

    /// Calls `handler` with every `Event` any module emits, now and in future, limited to
    /// modules built for `routingContexts` (or flows derived from them) when given.
    /// Return ``EventHandling/handled`` when the listener acted on the event. `Event` may be a
    /// protocol — `(any AnalyticsEvent).self` — and the listener hears every event that conforms,
    /// whatever its feature, as the typed value: how an app logs or counts events without
    /// knowing each feature (`(any Sendable).self` hears them all).
    ///
    /// A listener that throws — a navigation it could not make — has acted on the event: what it
    /// threw is told by the host's session once, with its next result (``HostSession``), as
    /// every failure; nothing to catch and hand on. (Until a host takes them, the last 64 are
    /// kept.)
    ///
    /// A listener lives as long as the manager: keep the returned subscription only to remove
    /// it earlier, with ``Subscription/cancel()``. (Every event of every type, as text, reaches
    /// the `event` observers of ``observe(_:_:)``: what tracing and analytics use.)
    @discardableResult
    public func listen<Event: Sendable>(
        to _: Event.Type, in routingContexts: [RoutingContext]? = nil,
        _ handler: @escaping (Event, ModuleSource) throws -> EventHandling
    ) -> Subscription {
        addListener(of: Event.self, in: routingContexts, handler)
    }

    /// Adds a listener of `Event` (see ``listen(to:in:_:)``).
    func addListener<Event: Sendable>(
        of _: Event.Type, in routingContexts: [RoutingContext]?,
        _ handler: @escaping (Event, ModuleSource) throws -> EventHandling
    ) -> Subscription {
        live.forgetReleased()
        let id = bus.add(
            TypedListener(id: bus.newListenerID(), contexts: routingContexts, handle: handler),
            to: live.alive.map(\.dispatcher))
        // The bus keeps the listener as long as the manager: its subscription only removes it.
        return Subscription(endsWhenDropped: false) { [weak self] in self?.removeListener(id) }
    }

    /// Delivers `event`, the host's own, to the listeners that want it (see ``HostEvent``).
    func send(_ event: HostEvent) {
        bus.deliver(event)
    }

    /// Takes what listeners threw since the last call, oldest first: a host's session tells each
    /// once.
    func removeThrownFailures() -> [ModuleFailure] {
        bus.removeThrownFailures()
    }

    /// Removes every listener, as if each one's subscription were cancelled: what a host does when
    /// the app these modules served has ended (a browser's session). A listener that holds the
    /// app's navigator — the usual routing listener — holds this manager through it, so until its
    /// listeners go the ended app is never freed.
    public func removeListeners() {
        for id in bus.listenerIDs { removeListener(id) }
    }

    /// Removes listener `id` from new and live modules alike (nothing more when it is gone).
    private func removeListener(_ id: ListenerKey) {
        // From every record, released or not: a stream can outlive its module.
        bus.remove(id, from: live.dispatchers)
    }
}

// MARK: The test kit's door

/// What ModuleKitTesting does that no app may: hold loads, close a module by hand, send it
/// appearances, expect its release, read what a module owns. One of ModuleKit's two `package`
/// declarations (the other is ``ModuleWork``'s); ModuleKit's own tests reach the rest with
/// `@testable import`.
package extension ModuleManager {
    /// Awaited at the start of every load, before the module's `prepare()`; for test kits that
    /// hold loads to close modules during them.
    var loadGate: (@MainActor (ModuleSource) async -> Void)? {
        get { work.loadGate }
        set { work.loadGate = newValue }
    }

    /// Closes `module` and every module embedded in it: cancels their work, drops what they
    /// emit or render from now on, and expects them to be released by the next ``reachIdlePoint()``
    /// (``ModuleWork/close()``, which the navigator reaches for every module it removes, a
    /// container for every child it detaches).
    func retire(_ module: any ModuleProtocol) {
        module.work.close()
    }

    /// Sends a lifecycle change to `module` and to the modules embedded in it. The
    /// ``Navigator`` does this on every transition, and the test kit's harness.
    func sendLifecycle(_ change: Lifecycle, to module: any ModuleProtocol) {
        module.send(change, manager: self)
    }

    /// The id this manager gave `module`.
    func id(of module: AnyObject) -> ModuleID? { live.id(of: module) }

    /// Says that module `id` was removed and must be released by the next ``reachIdlePoint()``: what a
    /// host that removes modules without a ``Navigator`` does (a test kit closing its module).
    func expectRelease(_ id: ModuleID) { live.expectRelease(id) }

    /// Runs `body` with `value` on the main actor, from a `deinit`: at once when released on the
    /// main thread (as ModuleKit's objects are), else at the main actor's next turn. How a test
    /// kit's object reports, at its release, what a test left unasserted.
    nonisolated static func onMainActor<Value>(
        releasing value: Value, _ body: @escaping @MainActor (Value) -> Void
    ) {
        let state = ReleasedState((value, body))
        MainActorRelease.run { state.value.1(state.value.0) }
    }
}
