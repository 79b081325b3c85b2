/// Delivers every module's events to the listeners that want them: listeners added at any
/// time reach the modules alive then and every module connected later; a listener can be
/// removed; an event no typed listener handled is reported.
@MainActor
final class EventBus {
    private var listeners: [ListenerEntry] = []
    private var dispatchers: [ModuleID: Dispatcher] = [:]
    private var nextListener = 0
    private let tracer: Tracer
    /// Called with every event that no typed listener handled.
    var unhandledEvent: ((any ModuleEvent, ModuleSource) -> Void)?

    init(tracer: Tracer) {
        self.tracer = tracer
    }

    /// What the bus keeps of one module: the means to attach and detach listeners.
    private struct Dispatcher {
        let attach: (ListenerEntry) -> Void
        let detach: (ListenerID) -> Void
    }

    /// Connects `module`'s events to the listeners, now and later. The bus holds no reference
    /// to the module; the subscription it returns ends the connection when released.
    func connect<Module: ModuleProtocol>(_ module: Module, as source: ModuleSource) -> Subscription {
        let dispatcher = EventDispatcher<Module.Context.Event>(source: source, bus: self)
        for listener in listeners { dispatcher.attach(listener) }
        dispatchers[source.id] = Dispatcher(attach: dispatcher.attach, detach: dispatcher.detach)
        return module.events.subscribe { event in dispatcher.deliver(event) }
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

    // MARK: Delivery reports

    var isTracing: Bool { tracer.isOn }

    func traceEvent(_ event: some ModuleEvent, from source: ModuleSource) {
        tracer.record(.event, source, summary: String(describing: event))
    }

    func reportUnhandled(_ event: any ModuleEvent, from source: ModuleSource) {
        unhandledEvent?(event, source)
        tracer.record(.unhandled, source, summary: String(describing: event))
    }
}
