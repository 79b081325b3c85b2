/// Identifies a listener added to a ``ModuleManager``, to remove it later.
public struct ListenerID: Sendable, Hashable {
    let value: Int
}

/// A listener as the event bus keeps it: which events it wants, from which flows, and what to call.
@MainActor
class ListenerEntry {
    let id: ListenerID
    /// The routing contexts it is limited to; `nil` for every module.
    let contexts: [RoutingContext]?

    init(id: ListenerID, contexts: [RoutingContext]?) {
        self.id = id
        self.contexts = contexts
    }

    /// Whether a module built for `routingContext` is one this listener wants to hear.
    func accepts(_ routingContext: RoutingContext) -> Bool {
        guard let contexts else { return true }
        return contexts.contains { routingContext.isWithin($0) }
    }
}

/// A listener of one event type. Kept as a generic class (not a closure in an `Any`) so that
/// matching it to a module is a class cast and calling it needs no re-abstraction thunks.
@MainActor
final class TypedListener<Event: ModuleEvent>: ListenerEntry {
    let handle: (Event, ModuleSource) -> EventHandling

    init(
        id: ListenerID, contexts: [RoutingContext]?, handle: @escaping (Event, ModuleSource) -> EventHandling
    ) {
        self.handle = handle
        super.init(id: id, contexts: contexts)
    }
}

/// A listener of every event, for tracing and analytics.
@MainActor
final class AnyEventListener: ListenerEntry {
    let handle: (any ModuleEvent, ModuleSource) -> Void

    init(
        id: ListenerID, contexts: [RoutingContext]?, handle: @escaping (any ModuleEvent, ModuleSource) -> Void
    ) {
        self.handle = handle
        super.init(id: id, contexts: contexts)
    }
}

/// Delivers one module's events to the listeners attached to it. Listeners are matched to the
/// module once, when either appears, so delivering an event involves no type checks and the
/// dispatcher holds nothing of modules it ignored.
@MainActor
final class EventDispatcher<Event: ModuleEvent> {
    // Parallel arrays rather than an array of tuples: delivery runs as unspecialised generic
    // code, where each tuple type would be a runtime metadata lookup.
    private var typedIDs: [ListenerID] = []
    private var typedHandlers: [(Event, ModuleSource) -> EventHandling] = []
    private var untypedIDs: [ListenerID] = []
    private var untypedHandlers: [(any ModuleEvent, ModuleSource) -> Void] = []
    let source: ModuleSource
    private weak var bus: EventBus?

    init(source: ModuleSource, bus: EventBus) {
        self.source = source
        self.bus = bus
    }

    func attach(_ listener: ListenerEntry) {
        guard listener.accepts(source.routingContext) else { return }
        if let listener = listener as? AnyEventListener {
            untypedIDs.append(listener.id)
            untypedHandlers.append(listener.handle)
        } else if let listener = listener as? TypedListener<Event> {
            typedIDs.append(listener.id)
            typedHandlers.append(listener.handle)
        }
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

    func deliver(_ event: Event) {
        let bus = self.bus
        if bus?.isTracing == true { bus?.traceEvent(event, from: source) }
        var handled = false
        // Every listener hears the event, even after one handled it.
        for handle in typedHandlers where handle(event, source) == .handled {
            handled = true
        }
        if !untypedHandlers.isEmpty {
            let erased: any ModuleEvent = event
            for handle in untypedHandlers { handle(erased, source) }
        }
        if !handled { bus?.reportUnhandled(event, from: source) }
    }
}
