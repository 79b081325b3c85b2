/// Delivers one module's events to the app's listeners attached to it.
///
/// Listeners are matched to the module once, when either appears (type and routing context),
/// so delivering an event involves no type check, no lookup and no allocation. The module's
/// ``EventStream`` calls ``deliver(_:)`` directly, before its own subscribers; both are
/// inlinable, so the whole path is compiled for the concrete event type where the module
/// emits — as fast as the stream itself. The dispatcher holds nothing of modules it ignored.
@MainActor
@usableFromInline
final class EventDispatcher<Event: Sendable> {
    // Each handler sits in a struct: an array element of function type would be stored in a
    // more abstract form, costing a thunk per call.
    // Exempt from dynamic exclusivity checks, as read on every event: the row "ModuleManager
    // listeners, 1 listener" (docs/PERFORMANCE.md) is 0.83–0.90× with the checks on these three
    // fields (`EventStream.listeners`, `EventDispatcher.typedHandlers`,
    // `TraceHub.isOn`); every other field on the path keeps its checks at no measured cost.
    // Main-actor bound; delivery iterates copies, so no access spans a call to a handler.
    @exclusivity(unchecked) @usableFromInline var typedHandlers: ContiguousArray<TypedHandler> = []

    /// A listener of this module's event type, and the id it is detached by.
    @usableFromInline
    struct TypedHandler {
        let id: ListenerKey
        @usableFromInline let handle: (Event, ModuleSource) throws -> EventHandling
    }

    /// Whether a typed listener was ever attached (see ``disconnect()``).
    @usableFromInline var hasTypedHandlers = false
    @usableFromInline let source: ModuleSource
    @usableFromInline let reports: DeliveryReports

    // Inlinable, so that a dispatcher is made where its event type is known (see
    // ``ModuleBuilder``).
    @inlinable
    init(source: ModuleSource, reports: DeliveryReports) {
        self.source = source
        self.reports = reports
    }

    /// Attaches `listener` if it wants this module's events: the routing context it listens to
    /// matches the module's, and the type it listens to is the module's event type — or one the
    /// events convert to, a protocol they conform to (see ``TypedListener``).
    func attach(_ listener: ListenerEntry) {
        guard listener.accepts(source.routingContext) else { return }
        if let listener = listener as? TypedListener<Event> {
            attach(typed: listener.id, listener.handle)
        } else if let handle = listener.handler(of: Event.self, detach: { [weak self] in self?.detach($0) }) {
            attach(typed: listener.id, handle)
        }
    }

    func attach(typed id: ListenerKey, _ handle: @escaping (Event, ModuleSource) throws -> EventHandling) {
        typedHandlers.append(TypedHandler(id: id, handle: handle))
        hasTypedHandlers = true
    }

    func detach(_ id: ListenerKey) {
        typedHandlers.removeAll { $0.id == id }
    }

    /// Detaches every listener: the manager that connected the module went away.
    func disconnect() {
        // Only if a typed listener was ever attached: decided from a plain flag, as touching the
        // generic list (even to ask whether it is empty) looks its type up at run time.
        if hasTypedHandlers { typedHandlers = [] }
    }

    /// Calls every listener (even after one handled the event) until one closes the module
    /// (`work`): the listeners after it never hear it, and the event is traced as dropped.
    /// Reports the event when no listener handled it and the stream has no subscriber to hear it.
    @inlinable
    func deliver(_ event: Event, isSubscribed: Bool, work: ModuleWork) {
        if reports.tracer.isOn { trace(event) }
        var handled = false
        let source = self.source  // once per event, not once per listener
        // By index over a local copy: a for-in loop whose body uses the handler's result
        // retains and releases each handler's context around the call; this form does not.
        let typed = typedHandlers
        for index in typed.indices {
            // Between two listeners only: one that closed the module stops the delivery there,
            // and a single listener pays nothing for it. (With subscribers, the stream traces the
            // drop: they never hear it either.)
            if index > 0, work.isClosed {
                if !isSubscribed { work.droppedInDelivery() }
                return
            }
            // A listener that threw acted on the event; what it threw, the host tells.
            do {
                if try typed[index].handle(event, source) == .handled { handled = true }
            } catch {
                handled = true
                reports.listenerThrew(error)
            }
        }
        if !handled && !isSubscribed { reportUnhandled(event) }
    }

    /// Calls every listener with `event`, which came from the host, not a module (``HostEvent``):
    /// nothing closes it, and an app that hears none chose to — it is not reported unhandled.
    func deliverFromHost(_ event: Event) {
        if reports.tracer.isOn { trace(event) }
        let source = self.source
        for handler in typedHandlers {
            do { _ = try handler.handle(event, source) } catch { reports.listenerThrew(error) }
        }
    }

    @usableFromInline
    func trace(_ event: Event) {
        reports.tracer.record(.event, source, summary: String(describing: event))
    }

    @usableFromInline
    func reportUnhandled(_ event: Event) {
        reports.unhandled(event, from: source)
    }
}

/// Where deliveries are reported: the trace's observers, and what listeners threw for the host.
/// Owned by the event bus and shared by its dispatchers (which keep no reference to the bus).
@MainActor
@usableFromInline
final class DeliveryReports {
    @usableFromInline let tracer: TraceHub

    init(tracer: TraceHub) {
        self.tracer = tracer
    }

    func unhandled(_ event: any Sendable, from source: ModuleSource) {
        tracer.record(.unhandled, source, summary: String(describing: event))
    }

    /// What listeners threw, not taken by a host's session yet, oldest first (the last
    /// ``keptFailures``).
    private var thrown: [ModuleFailure] = []
    /// How many failures thrown by listeners are kept for a host that has not taken them.
    static let keptFailures = 64

    /// Keeps `error`, thrown by a listener, for the host's session to tell.
    @usableFromInline
    func listenerThrew(_ error: any Error) {
        thrown.append(ModuleFailure(error))
        if thrown.count > Self.keptFailures { thrown.removeFirst(thrown.count - Self.keptFailures) }
    }

    /// Takes what listeners threw since the last call, oldest first.
    func removeThrownFailures() -> [ModuleFailure] {
        defer { thrown.removeAll() }
        return thrown
    }
}
