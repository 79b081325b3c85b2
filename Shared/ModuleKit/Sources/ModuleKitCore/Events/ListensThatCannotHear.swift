/// Listens that could never hear an event, named where they are written — a compiler warning with
/// the fix in its words: a context or an action is not what a screen emits, and no screen emits
/// `Never`. (Deprecated rather than unavailable: Swift skips an unavailable overload when the
/// general `listen` fits, and says nothing.) Such a listener is kept, and never called. A listen
/// of any other type is the general one: an event type, or a protocol events conform to — see
/// ``ModuleManager/listen(to:in:_:)``. Hidden from the documentation, where they would only make
/// that one `listen` ambiguous to link to.
extension ModuleManager {
    /// A listen of a context: never called — a context is what builds a screen, not what it
    /// emits. Listen to `Context.Event` instead.
    @_documentation(visibility: internal)
    @available(
        *, deprecated,
        message:
            "a context is not an event: listen to what its screens emit, 'listen(to: TheContext.Event.self)'"
    )
    @discardableResult
    public func listen<Context: BuildContext>(
        to _: Context.Type, in routingContexts: [RoutingContext]? = nil,
        _ handler: @escaping (Context, ModuleSource) throws -> EventHandling
    ) -> Subscription {
        addListener(of: Context.self, in: routingContexts, handler)
    }

    /// A listen of a screen's action: never called — an action is what a person asks of a
    /// screen, not what it says. Listen to the events its context declares instead.
    @_documentation(visibility: internal)
    @available(
        *, deprecated,
        message:
            "an action is what a person asks of a screen, not what it says: listen to its events, 'listen(to: TheContext.Event.self)'"
    )
    @discardableResult
    public func listen<Action: ScreenAction>(
        to _: Action.Type, in routingContexts: [RoutingContext]? = nil,
        _ handler: @escaping (Action, ModuleSource) throws -> EventHandling
    ) -> Subscription {
        addListener(of: Action.self, in: routingContexts, handler)
    }

    /// A listen of `Never`: never called — no screen emits a value of it. Listen to an event
    /// type a context declares instead.
    @_documentation(visibility: internal)
    @available(
        *, deprecated,
        message:
            "no screen emits Never ('typealias Event = Never' is a screen without events): listen to an event type a context declares"
    )
    @discardableResult
    public func listen(
        to _: Never.Type, in routingContexts: [RoutingContext]? = nil,
        _ handler: @escaping (Never, ModuleSource) throws -> EventHandling
    ) -> Subscription {
        addListener(of: Never.self, in: routingContexts, handler)
    }
}
