/// Identifies a listener added to a ``ModuleManager``.
struct ListenerKey: Sendable, Hashable {
    let value: Int
}

/// A listener as the event bus keeps it: which events it wants, from which flows, and what to call.
@MainActor
class ListenerEntry {
    let id: ListenerKey
    /// The routing contexts it is limited to; `nil` for every module.
    let contexts: [RoutingContext]?

    init(id: ListenerKey, contexts: [RoutingContext]?) {
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
final class TypedListener<Event: Sendable>: ListenerEntry {
    let handle: (Event, ModuleSource) -> EventHandling

    init(
        id: ListenerKey, contexts: [RoutingContext]?, handle: @escaping (Event, ModuleSource) -> EventHandling
    ) {
        self.handle = handle
        super.init(id: id, contexts: contexts)
    }
}
