/// The app's listeners, and how a module's events reach them: each module connected gets a
/// dispatcher holding the listeners that want its events; an event no typed listener handled
/// is reported. The manager keeps each dispatcher in its record of the module, so that one
/// table, not two, knows the live modules.
@MainActor
final class EventBus {
    private var listeners: [ListenerEntry] = []
    private var nextListener = 0
    private let reports: DeliveryReports
    /// The order in which the events of this manager's modules are delivered: one per manager,
    /// so that two apps (or two tests) in one process never wait for each other's events.
    let delivery = EventDelivery()
    /// The listeners of the host's own events (``HostEvent``), attached as a module's are.
    private let host: EventDispatcher<HostEvent>

    init(tracer: TraceHub) {
        reports = DeliveryReports(tracer: tracer)
        host = EventDispatcher(source: .host, reports: reports)
    }

    /// Delivers `event`, the host's, to the listeners that want it, in the order of the modules'
    /// events: after the one being delivered, if any.
    func deliver(_ event: HostEvent) {
        if delivery.isDelivering { return delivery.enqueue { [host] in host.deliverFromHost(event) } }
        delivery.isDelivering = true
        host.deliverFromHost(event)
        if delivery.hasQueued { delivery.deliverQueued() }
        delivery.isDelivering = false
    }

    /// Connects `module`'s events to the listeners, now and later, and returns the connection:
    /// the dispatcher its stream calls (made by the module's builder), until it is disconnected.
    /// The bus holds no reference to the module or the dispatcher.
    func connect<Module: ModuleProtocol>(
        _ module: Module, as source: ModuleSource, with builder: ModuleBuilder<Module.Context>
    ) -> any ConnectedDispatcher {
        let dispatcher = builder.makeDispatcher(source, reports)
        for listener in listeners { dispatcher.attach(listener) }
        module.events.listeners = dispatcher
        return dispatcher
    }

    /// Adds `listener`, and attaches it to the `connected` modules (give them oldest first).
    func add(_ listener: ListenerEntry, to connected: some Sequence<any ConnectedDispatcher>) -> ListenerKey {
        listeners.append(listener)
        host.attach(listener)
        for dispatcher in connected { dispatcher.attach(listener) }
        return listener.id
    }

    /// The listeners' ids, oldest first.
    var listenerIDs: [ListenerKey] { listeners.map(\.id) }

    /// Removes a listener, and detaches it from the `connected` modules.
    func remove(_ id: ListenerKey, from connected: some Sequence<any ConnectedDispatcher>) {
        listeners.removeAll { $0.id == id }
        host.detach(id)
        for dispatcher in connected { dispatcher.detach(id) }
    }

    /// Takes what listeners threw since the last call, oldest first: a host's session tells each
    /// once.
    func removeThrownFailures() -> [ModuleFailure] {
        reports.removeThrownFailures()
    }

    func newListenerID() -> ListenerKey {
        nextListener += 1
        return ListenerKey(value: nextListener)
    }
}

/// A module's dispatcher as the bus and the manager keep it, whatever its event type.
@MainActor
protocol ConnectedDispatcher: AnyObject {
    func attach(_ listener: ListenerEntry)
    func detach(_ id: ListenerKey)
    func disconnect()
}

extension EventDispatcher: ConnectedDispatcher {}
