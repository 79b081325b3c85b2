/// Delivers every module's events to the listeners that want them: listeners added at any
/// time reach the modules alive then and every module connected later; a listener can be
/// removed; an event no typed listener handled is reported.
@MainActor
final class EventBus {
    // Bookkeeping is exempt from dynamic exclusivity checks (a tenth of a module's build →
    // render → close went to them): main-actor bound, and no access spans a call out to a module,
    // a listener or a builder.
    @exclusivity(unchecked) private var listeners: [ListenerEntry] = []
    @exclusivity(unchecked) private var dispatchers: [ModuleID: ConnectedDispatcher] = [:]
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

    /// The manager went away: modules that outlive it stop reaching its listeners.
    isolated deinit {
        for dispatcher in dispatchers.values { dispatcher.disconnect() }
    }

    /// Connects `module`'s events to the listeners, now and later. The bus holds no reference
    /// to the module; its stream calls the dispatcher made here, until ``forget(_:)`` or the
    /// bus's end disconnects it.
    func connect<Module: ModuleProtocol>(_ module: Module, as source: ModuleSource) {
        let dispatcher = ModuleEventDispatcher<Module.Context.Event>(source: source, reports: reports)
        for listener in listeners { dispatcher.attach(listener) }
        dispatchers[source.id] = dispatcher
        module.events.listeners = dispatcher
    }

    /// Forgets a module no longer alive, disconnecting its dispatcher.
    func forget(_ id: ModuleID) {
        dispatchers.removeValue(forKey: id)?.disconnect()
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

/// A module's dispatcher as the bus and the manager keep it, whatever its event type.
@MainActor
protocol ConnectedDispatcher: AnyObject {
    func attach(_ listener: ListenerEntry)
    func detach(_ id: ListenerID)
    func disconnect()
}

extension EventDispatcher: ConnectedDispatcher {}
