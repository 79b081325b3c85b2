/// Delivers every module's events to the listeners that want them: listeners added at any
/// time reach the modules alive then and every module connected later; a listener can be
/// removed; an event no typed listener handled is reported.
@MainActor
final class EventBus {
    private var listeners: [ListenerEntry] = []
    private var dispatchers: [ModuleID: Dispatcher] = [:]
    private var nextListener = 0
    private let reports: DeliveryReports

    /// Called with every event that no typed listener handled.
    var unhandledEvent: ((any ModuleEvent, ModuleSource) -> Void)? {
        get { reports.unhandledEvent }
        set { reports.unhandledEvent = newValue }
    }

    init(tracer: Tracer) {
        reports = DeliveryReports(tracer: tracer)
    }

    /// What the bus keeps of one module: the means to attach and detach listeners.
    private struct Dispatcher {
        let attach: (ListenerEntry) -> Void
        let detach: (ListenerID) -> Void
    }

    /// Connects `module`'s events to the listeners, now and later. The bus holds no reference
    /// to the module; the subscription it returns ends the connection when released.
    func connect<Module: ModuleProtocol>(_ module: Module, as source: ModuleSource) -> Subscription {
        let dispatcher = EventDispatcher<Module.Context.Event>(source: source, reports: reports) { $0 }
        let attach = { (listener: ListenerEntry) in Self.attach(listener, to: dispatcher) }
        for listener in listeners { attach(listener) }
        dispatchers[source.id] = Dispatcher(attach: attach, detach: dispatcher.detach)
        module.events.listeners = dispatcher
        return Subscription { dispatcher.disconnect() }
    }

    /// Attaches `listener` to a module's dispatcher if it wants the module's events: the one
    /// place a listener is matched to a module, by routing context and event type.
    private static func attach<Event: ModuleEvent>(
        _ listener: ListenerEntry, to dispatcher: EventDispatcher<Event>
    ) {
        guard listener.accepts(dispatcher.source.routingContext) else { return }
        if let listener = listener as? AnyEventListener {
            dispatcher.attach(untyped: listener.id, listener.handle)
        } else if let listener = listener as? TypedListener<Event> {
            dispatcher.attach(typed: listener.id, listener.handle)
        }
    }

    /// Forgets the modules no longer alive.
    func keep(where isAlive: (ModuleID) -> Bool) {
        dispatchers = dispatchers.filter { isAlive($0.key) }
    }

    /// Adds `listener` and attaches it to every connected module, oldest first.
    func add(_ listener: ListenerEntry) -> ListenerID {
        listeners.append(listener)
        for id in dispatchers.keys.sorted() { dispatchers[id]?.attach(listener) }
        return listener.id
    }

    /// Removes a listener from the bus and from every connected module.
    func remove(_ id: ListenerID) {
        listeners.removeAll { $0.id == id }
        for dispatcher in dispatchers.values { dispatcher.detach(id) }
    }

    func newListenerID() -> ListenerID {
        nextListener += 1
        return ListenerID(value: nextListener)
    }
}
