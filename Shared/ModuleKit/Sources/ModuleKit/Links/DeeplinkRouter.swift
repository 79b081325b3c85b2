/// Turns links into the contexts of the screens they name, and stacks of contexts back into links.
///
/// Routes are registered as patterns; only registered routes resolve, anything else is a
/// typed ``ModuleError``. A chained link (`mosaic://feed/profile/alice/post/p2`) is read from
/// the left: at each place the matching route with the highest priority (then the most
/// literal segments, then the longest, then the first registered) takes its segments and
/// builds one context, and the rest of the link goes on to the next route.
///
/// ```swift
/// let router = DeeplinkRouter(scheme: "mosaic")
/// router.register("profile/{handle}") { parameters, routing in
///     ProfileContext(user: UserID(parameters["handle"]), routingContext: routing)
/// }
/// let contexts = try router.resolve("mosaic://profile/alice")
/// ```
@MainActor
public final class DeeplinkRouter {
    /// The scheme every link must use.
    public let scheme: String
    /// Every registered route, in registration order.
    public private(set) var routes: [DeeplinkRoute] = []

    /// A router for links of `scheme` (`mosaic`), with no routes yet.
    public init(scheme: String) {
        self.scheme = scheme.lowercased()
    }

    /// Registers a route building `Context` from the parameters of `pattern` and the routing
    /// context the link is opened with.
    public func register<Context: BuildContext>(
        _ pattern: String, priority: Int = 0,
        _ make: @escaping @Sendable (RouteParameters, RoutingContext) -> Context
    ) {
        routes.append(
            DeeplinkRoute(
                matcher: RoutePattern(pattern), priority: priority, contextType: Context.typeName,
                make: { make($0, $1) }))
    }

    /// The contexts named by `text`, one per matched route, in stack order.
    public func resolve(_ text: String, routingContext: RoutingContext = .deeplink) throws(ModuleError)
        -> [any BuildContext]
    {
        try resolve(Deeplink(parsing: text), routingContext: routingContext)
    }

    /// The contexts named by `link`, one per matched route, in stack order.
    func resolve(_ link: Deeplink, routingContext: RoutingContext = .deeplink) throws(ModuleError)
        -> [any BuildContext]
    {
        guard link.scheme == scheme else { throw .unknownScheme(link.scheme) }
        guard !link.segments.isEmpty else { throw .empty }
        var contexts: [any BuildContext] = []
        var position = 0
        let segments = link.segments
        while position < segments.count {
            let remaining = segments[position...]
            var best: (route: DeeplinkRoute, parameters: [String: String], order: Int)?
            for (order, route) in routes.enumerated() {
                guard let parameters = match(route.matcher, remaining) else { continue }
                if let current = best, !isBetter(route, than: current.route) { continue }
                best = (route, parameters, order)
            }
            guard let best else { throw diagnose(remaining) }
            contexts.append(best.route.make(RouteParameters(values: best.parameters), routingContext))
            position += best.route.matcher.components.count
        }
        return contexts
    }

    /// The chained link of a stack of contexts, root first. Throws
    /// ``ModuleError/notLinkable(contextType:)`` for a context that has no link form.
    public func link(for contexts: [any BuildContext]) throws(ModuleError) -> String {
        var segments: [String] = []
        for context in contexts {
            guard let own = context.deeplinkSegments else {
                throw .notLinkable(contextType: String(describing: type(of: context)))
            }
            segments += own
        }
        return Deeplink(scheme: scheme, segments: segments).description
    }

    private func match(_ pattern: RoutePattern, _ segments: ArraySlice<String>) -> [String: String]? {
        guard segments.count >= pattern.components.count else { return nil }
        var parameters: [String: String] = [:]
        for (component, segment) in zip(pattern.components, segments) {
            switch component {
            case .literal(let text):
                guard text == segment else { return nil }
            case .parameter(let name, let type):
                guard type.accepts(segment) else { return nil }
                parameters[name] = segment
            }
        }
        return parameters
    }

    private func isBetter(_ candidate: DeeplinkRoute, than current: DeeplinkRoute) -> Bool {
        if candidate.priority != current.priority { return candidate.priority > current.priority }
        if candidate.matcher.literalCount != current.matcher.literalCount {
            return candidate.matcher.literalCount > current.matcher.literalCount
        }
        return candidate.matcher.components.count > current.matcher.components.count
    }

    /// The most precise error for segments no route matched: a route whose literals match but
    /// whose parameter is missing or malformed says so; otherwise the route is unknown.
    private func diagnose(_ segments: ArraySlice<String>) -> ModuleError {
        for route in routes {
            for (component, segment) in zip(route.matcher.components, segments.map(Optional.some) + [nil]) {
                switch (component, segment) {
                case (.literal(let text), let segment?) where text == segment: continue
                case (.parameter(let name, _), nil):
                    return .missingParameter(name: name, route: route.matcher.description)
                case (.parameter(let name, let type), let segment?) where !type.accepts(segment):
                    return .malformedParameter(name: name, value: segment, expected: type.expectation)
                case (.parameter, _?): continue
                default: break
                }
                break
            }
        }
        return .unknownRoute(segments.joined(separator: "/"))
    }
}
