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
    // Exempt from dynamic exclusivity checks: main-actor bound, and delivery iterates copies.
    // Each handler sits in a struct: an array element of function type would be stored in a
    // more abstract form, costing a thunk per call.
    @exclusivity(unchecked) @usableFromInline var typedHandlers: ContiguousArray<TypedHandler> = []
    @exclusivity(unchecked) @usableFromInline var untypedHandlers: ContiguousArray<UntypedHandler> = []

    @usableFromInline
    struct TypedHandler {
        @usableFromInline let handle: (Event, ModuleSource) -> EventHandling
    }

    @usableFromInline
    struct UntypedHandler {
        @usableFromInline let handle: (any ModuleEvent, ModuleSource) -> Void
    }

    private var typedIDs: [ListenerID] = []
    private var untypedIDs: [ListenerID] = []
    @usableFromInline let source: ModuleSource
    @usableFromInline let reports: DeliveryReports
    /// The event as `any ModuleEvent`, for listeners of every event and for the reports.
    private let erase: (Event) -> any ModuleEvent

    init(source: ModuleSource, reports: DeliveryReports, erase: @escaping (Event) -> any ModuleEvent) {
        self.source = source
        self.reports = reports
        self.erase = erase
    }

    func attach(typed id: ListenerID, _ handle: @escaping (Event, ModuleSource) -> EventHandling) {
        typedIDs.append(id)
        typedHandlers.append(TypedHandler(handle: handle))
    }

    func attach(untyped id: ListenerID, _ handle: @escaping (any ModuleEvent, ModuleSource) -> Void) {
        untypedIDs.append(id)
        untypedHandlers.append(UntypedHandler(handle: handle))
    }

    func detach(_ id: ListenerID) {
        if let index = typedIDs.firstIndex(of: id) {
            typedIDs.remove(at: index)
            typedHandlers.remove(at: index)
        }
        if let index = untypedIDs.firstIndex(of: id) {
            untypedIDs.remove(at: index)
            untypedHandlers.remove(at: index)
        }
    }

    /// Detaches every listener: the manager that connected the module went away.
    func disconnect() {
        typedIDs = []
        typedHandlers = []
        untypedIDs = []
        untypedHandlers = []
    }

    /// Calls every typed listener (even after one handled the event), then every listener of
    /// all events; reports the event when no typed listener handled it.
    @inlinable
    func deliver(_ event: Event) {
        if reports.tracer.isOn { trace(event) }
        var handled = false
        let source = self.source  // once per event, not once per listener
        for typed in typedHandlers where typed.handle(event, source) == .handled {
            handled = true
        }
        if !untypedHandlers.isEmpty { deliverToAll(event) }
        if !handled { reportUnhandled(event) }
    }

    @usableFromInline
    func trace(_ event: Event) {
        reports.tracer.record(.event, source, summary: String(describing: event))
    }

    @usableFromInline
    func deliverToAll(_ event: Event) {
        let erased = erase(event)
        for untyped in untypedHandlers { untyped.handle(erased, source) }
    }

    @usableFromInline
    func reportUnhandled(_ event: Event) {
        reports.unhandled(erase(event), from: source)
    }
}

/// Where deliveries are reported: the trace, and the app's handler of unhandled events. Owned
/// by the event bus and shared by its dispatchers (which keep no reference to the bus).
@MainActor
@usableFromInline
final class DeliveryReports {
    @usableFromInline let tracer: Tracer
    /// Called with every event that no typed listener handled.
    var unhandledEvent: ((any ModuleEvent, ModuleSource) -> Void)?

    init(tracer: Tracer) {
        self.tracer = tracer
    }

    func unhandled(_ event: any ModuleEvent, from source: ModuleSource) {
        unhandledEvent?(event, source)
        tracer.record(.unhandled, source, summary: String(describing: event))
    }
}
