/// Builds modules from contexts, announces each to the listeners, and knows which are alive.
///
/// The app registers every feature's builder here and adds its listeners. Listeners see an
/// event, the ``ModuleSource`` it came from and nothing else of the module. A listener added
/// late is attached to the modules already alive; a listener can be removed.
///
/// ```swift
/// let modules = ModuleManager()
/// try modules.register(FeedFeature.builder(dependencies))
/// modules.listen(to: FeedEvent.self) { event, source in
///     guard case .openPost(let id) = event else { return .ignored }
///     …
///     return .handled
/// }
/// ```
@MainActor
public final class ModuleManager {
    /// Tracks every built module weakly; see ``settle()``.
    public let leaks = LeakTracker()
    /// Receives a record of every build, event and unhandled event, when set.
    public var trace: (any TraceSink)?
    /// Called with every event that no typed listener handled.
    public var unhandledEvent: ((any ModuleEvent, ModuleSource) -> Void)?

    private var builders: [ObjectIdentifier: Any] = [:]
    private var registered: [ModuleRegistration] = []
    private var listeners: [ListenerEntry] = []
    private var live: [ModuleID: LiveModule] = [:]
    private var ids: [ObjectIdentifier: ModuleID] = [:]
    private var unprepared: [WeakModule] = []
    private var prepared: Set<ObjectIdentifier> = []
    private var reappeared: [WeakModule] = []
    private var serial = 0
    private var nextListener = 0

    public init() {}

    // MARK: Registry

    /// Registers the builder for its context type, and the builders of the submodules it
    /// declares. Throws when a builder for one of these context types is registered already.
    public func register<Context: BuildContext>(_ builder: ModuleBuilder<Context>) throws(ModuleError) {
        let key = ObjectIdentifier(Context.self)
        guard builders[key] == nil else { throw .alreadyRegistered(contextType: Context.typeName) }
        builders[key] = builder
        registered.append(
            ModuleRegistration(
                name: builder.name, contextType: Context.typeName,
                eventType: String(describing: Context.Event.self)))
        for submodule in builder.submodules { try submodule.register(self) }
    }

    /// Every registered feature with its context and event types, in registration order.
    public var registrations: [ModuleRegistration] { registered }

    /// A factory that builds modules for `Context` through this manager: what the app injects
    /// into features that embed another. The builder is looked up at build time, so the order
    /// of registrations does not matter.
    public func factory<Context: BuildContext>(for _: Context.Type) -> ModuleFactory<Context> {
        ModuleFactory(manager: self)
    }

    // MARK: Building

    /// Builds the module for `context`, announces it to the listeners and starts tracking it.
    /// Throws ``ModuleError/notRegistered(contextType:)`` when no builder takes this context type.
    public func build<Context: BuildContext>(_ context: Context) throws(ModuleError) -> any ModuleProtocol<
        Context
    > {
        guard let builder = builders[ObjectIdentifier(Context.self)] as? ModuleBuilder<Context> else {
            throw .notRegistered(contextType: Context.typeName)
        }
        let module = try builder.make(context, Submodules(manager: self))
        announce(module, name: builder.name)
        return module
    }

    /// Builds the module for a context whose type is known only at run time (from a link).
    public func build(any context: any BuildContext) throws(ModuleError) -> any ModuleProtocol {
        try buildOpened(context)
    }

    private func buildOpened<Context: BuildContext>(_ context: Context) throws(ModuleError)
        -> any ModuleProtocol
    {
        try build(context)
    }

    private func announce<Module: ModuleProtocol>(_ module: Module, name: String) {
        serial += 1
        let source = ModuleSource(id: ModuleID(name: name, serial: serial), context: module.context)
        let dispatcher = EventDispatcher<Module.Context.Event>(source: source, manager: self)
        for listener in listeners { dispatcher.attach(listener) }
        let subscription = module.events.subscribe { event in dispatcher.deliver(event) }
        pruneReleased()
        ids[ObjectIdentifier(module)] = source.id
        live[source.id] = LiveModule(
            source: source, object: module, subscription: subscription,
            attach: dispatcher.attach, detach: dispatcher.detach)
        leaks.track(module, as: source)
        module.container?.adopt(by: source.id, of: self)
        unprepared.append(WeakModule(module))
        record(.build, source, summary: Module.Context.typeName)
    }

    /// Prepares every module built since the last call (see ``ModuleProtocol/prepare()``),
    /// including modules built while preparing, refreshes the modules that appeared again (see
    /// ``ModuleProtocol/refresh()``), then checks for leaks. Call it at the end of each event
    /// the app handles — after each command in a shell, after each step in a test.
    @discardableResult
    public func settle() async -> [LeakReport] {
        while !unprepared.isEmpty || !reappeared.isEmpty {
            let batch = unprepared
            unprepared.removeAll()
            for entry in batch {
                guard let module = entry.module else { continue }
                await module.prepare()
                prepared.insert(ObjectIdentifier(module))
            }
            let again = reappeared
            reappeared.removeAll()
            for entry in again {
                if let module = entry.module { await module.refresh() }
            }
        }
        prepared = prepared.filter { identifier in ids[identifier].flatMap { live[$0]?.object } != nil }
        let leaked = leaks.verify()
        for leak in leaked { record(.leak, leak.source, summary: leak.description) }
        return leaked
    }

    /// Notes that `module` appeared; a module prepared before is refreshed at the next settle.
    func appeared(_ module: any ModuleProtocol) {
        guard prepared.contains(ObjectIdentifier(module)),
            !reappeared.contains(where: { $0.module === module })
        else { return }
        reappeared.append(WeakModule(module))
    }

    /// Sends a lifecycle change to `module` and to the modules embedded in it. The
    /// ``Navigator`` does this on every transition; a test harness or a custom shell may too.
    public func sendLifecycle(_ change: Lifecycle, to module: any ModuleProtocol) {
        module.send(change, manager: self)
    }

    // MARK: Alive modules

    /// Every module alive now, oldest first.
    public var aliveModules: [ModuleSource] { leaks.alive }

    /// The id this manager gave `module`.
    public func id(of module: AnyObject) -> ModuleID? {
        // An identifier can be reused by a new object once the old one is gone: check identity.
        guard let id = ids[ObjectIdentifier(module)], live[id]?.object === module else { return nil }
        return id
    }

    /// The live module with this id.
    public func module(_ id: ModuleID) -> (any ModuleProtocol)? {
        live[id]?.object
    }

    /// Every live module built from a `Context`, oldest first: for the app to configure them
    /// through their input (`modules.alive(FeedContext.self).forEach { $0.input.setLayout(.grid) }`).
    public func alive<Context: BuildContext>(_: Context.Type) -> [any ModuleProtocol<Context>] {
        live.values.sorted { $0.source.id < $1.source.id }.compactMap {
            $0.object as? any ModuleProtocol<Context>
        }
    }

    /// What a live module was built as.
    public func source(of id: ModuleID) -> ModuleSource? {
        live[id]?.object == nil ? nil : live[id]?.source
    }

    private func pruneReleased() {
        live = live.filter { $0.value.object != nil }
        ids = ids.filter { live[$0.value] != nil }
    }

    // MARK: Listeners

    /// Calls `handler` with every `Event` any module emits, now and in future, limited to
    /// modules built for `routingContexts` (or flows derived from them) when given.
    /// Return ``EventHandling/handled`` when the listener acted on the event.
    @discardableResult
    public func listen<Event: ModuleEvent>(
        to _: Event.Type, in routingContexts: [RoutingContext]? = nil,
        _ handler: @escaping (Event, ModuleSource) -> EventHandling
    ) -> ListenerID {
        add(TypedListener(id: newListenerID(), contexts: routingContexts, handle: handler))
    }

    /// Calls `handler` with every event of every type: for tracing and analytics. It does not
    /// count as handling the event.
    @discardableResult
    public func listenToAll(
        in routingContexts: [RoutingContext]? = nil,
        _ handler: @escaping (any ModuleEvent, ModuleSource) -> Void
    ) -> ListenerID {
        add(AnyEventListener(id: newListenerID(), contexts: routingContexts, handle: handler))
    }

    /// Removes a listener; it hears nothing more, from new or live modules.
    public func removeListener(_ id: ListenerID) {
        listeners.removeAll { $0.id == id }
        for module in live.values { module.detach(id) }
    }

    private func add(_ listener: ListenerEntry) -> ListenerID {
        listeners.append(listener)
        pruneReleased()
        for module in live.values.sorted(by: { $0.source.id < $1.source.id }) { module.attach(listener) }
        return listener.id
    }

    private func newListenerID() -> ListenerID {
        nextListener += 1
        return ListenerID(value: nextListener)
    }

    // MARK: Tracing

    func traceEvent(_ event: some ModuleEvent, from source: ModuleSource) {
        guard trace != nil else { return }
        record(.event, source, summary: String(describing: event))
    }

    func reportUnhandled(_ event: any ModuleEvent, from source: ModuleSource) {
        unhandledEvent?(event, source)
        record(.unhandled, source, summary: String(describing: event))
    }

    func record(_ kind: TraceRecord.Kind, _ source: ModuleSource?, summary: String) {
        guard let trace else { return }
        trace.record(
            TraceRecord(
                time: wallClockSeconds(), kind: kind, module: source?.id.description,
                routingContext: source?.routingContext.description, summary: summary))
    }
}

/// A registered feature, as `mosaic modules` lists it.
public struct ModuleRegistration: Sendable, Hashable {
    /// The feature's name.
    public let name: String
    /// The context type that builds it.
    public let contextType: String
    /// The type of the events it emits.
    public let eventType: String
}

/// What the manager keeps of a live module: never a strong reference to it.
@MainActor
private final class LiveModule {
    let source: ModuleSource
    weak var object: (any ModuleProtocol)?
    let subscription: Subscription
    let attach: (ListenerEntry) -> Void
    let detach: (ListenerID) -> Void

    init(
        source: ModuleSource, object: any ModuleProtocol, subscription: Subscription,
        attach: @escaping (ListenerEntry) -> Void, detach: @escaping (ListenerID) -> Void
    ) {
        self.source = source
        self.object = object
        self.subscription = subscription
        self.attach = attach
        self.detach = detach
    }
}

@MainActor
private struct WeakModule {
    weak var module: (any ModuleProtocol)?
    init(_ module: any ModuleProtocol) { self.module = module }
}
