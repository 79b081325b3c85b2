/// Identifies a listener added to a ``ModuleManager``, to remove it later.
public struct ListenerID: Sendable, Hashable {
    let value: Int
}

/// A listener as the manager keeps it: which events it wants, from which flows, and what to call.
@MainActor
final class ListenerEntry {
    let id: ListenerID
    /// The event type it listens to; `nil` for a listener of every event.
    let eventType: ObjectIdentifier?
    /// The routing contexts it is limited to; `nil` for every module.
    let contexts: [RoutingContext]?
    /// `(Event, ModuleSource) -> EventHandling` for a typed listener.
    let typedHandler: Any?
    /// The handler of a listener of every event.
    let anyHandler: ((any ModuleEvent, ModuleSource) -> Void)?

    init(
        id: ListenerID, eventType: ObjectIdentifier?, contexts: [RoutingContext]?, typedHandler: Any?,
        anyHandler: ((any ModuleEvent, ModuleSource) -> Void)?
    ) {
        self.id = id
        self.eventType = eventType
        self.contexts = contexts
        self.typedHandler = typedHandler
        self.anyHandler = anyHandler
    }

    /// Whether a module built for `routingContext` is one this listener wants to hear.
    func accepts(_ routingContext: RoutingContext) -> Bool {
        guard let contexts else { return true }
        return contexts.contains { routingContext.isWithin($0) }
    }
}

/// Delivers one module's events to the listeners attached to it. Listeners are matched to the
/// module once, when either appears, so delivering an event involves no type checks and the
/// dispatcher holds nothing of modules it ignored.
@MainActor
final class EventDispatcher<Event: ModuleEvent> {
    private var typed: [(id: ListenerID, handle: (Event, ModuleSource) -> EventHandling)] = []
    private var untyped: [(id: ListenerID, handle: (any ModuleEvent, ModuleSource) -> Void)] = []
    let source: ModuleSource
    private weak var manager: ModuleManager?

    init(source: ModuleSource, manager: ModuleManager) {
        self.source = source
        self.manager = manager
    }

    func attach(_ listener: ListenerEntry) {
        guard listener.accepts(source.routingContext) else { return }
        if let handle = listener.anyHandler {
            untyped.append((listener.id, handle))
        } else if listener.eventType == ObjectIdentifier(Event.self),
            let handle = listener.typedHandler as? (Event, ModuleSource) -> EventHandling
        {
            typed.append((listener.id, handle))
        }
    }

    func detach(_ id: ListenerID) {
        typed.removeAll { $0.id == id }
        untyped.removeAll { $0.id == id }
    }

    func deliver(_ event: Event) {
        manager?.traceEvent(event, from: source)
        var handled = false
        // Every listener hears the event, even after one handled it.
        for listener in typed where listener.handle(event, source) == .handled {
            handled = true
        }
        for listener in untyped { listener.handle(event, source) }
        if !handled { manager?.reportUnhandled(event, from: source) }
    }
}
