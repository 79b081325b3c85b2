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

    /// How this listener hears events of type `E`, which is not the type it listens to: each
    /// cast to that type, if it can be — see ``TypedListener``.
    func handler<E: Sendable>(of _: E.Type, detach: @escaping (ListenerKey) -> Void)
        -> ((E, ModuleSource) throws -> EventHandling)?
    {
        nil
    }
}

/// A listener of one event type. Kept as a generic class (not a closure in an `Any`) so that
/// matching it to a module of that event type is a class cast and calling it needs no
/// re-abstraction thunks.
///
/// A listener of a protocol — `(any AnalyticsEvent).self`, `(any Sendable).self` — hears every
/// event that conforms, as the typed value: a module of another event type gets a handler that
/// casts each event. Whether a type converts is the same for each of its values (events are
/// values of one concrete type), so the first event that does not convert detaches the handler
/// from that module: a listener of another concrete type costs one failed cast per module, once.
@MainActor
final class TypedListener<Event: Sendable>: ListenerEntry {
    /// The app's listener: what it throws is told by the host (see ``ModuleManager/listen(to:in:_:)``).
    let handle: (Event, ModuleSource) throws -> EventHandling

    init(
        id: ListenerKey, contexts: [RoutingContext]?,
        handle: @escaping (Event, ModuleSource) throws -> EventHandling
    ) {
        self.handle = handle
        super.init(id: id, contexts: contexts)
    }

    override func handler<E: Sendable>(of _: E.Type, detach: @escaping (ListenerKey) -> Void)
        -> ((E, ModuleSource) throws -> EventHandling)?
    {
        let handle = self.handle
        let id = self.id
        return { event, source in
            guard let value = event as? Event else {
                detach(id)
                return .ignored
            }
            return try handle(value, source)
        }
    }
}
