/// An app's links: the routes that turn a link into the contexts of the screens it names, and
/// write a stack of contexts back as a link. A value: the composition root builds it and hands
/// it to the manager (``ModuleManager/links``), where every host reads it.
///
/// Routes are registered as patterns; only registered routes resolve, anything else is a
/// typed ``ModuleError``. A chained link (`mosaic://feed/profile/alice/post/p2`) is read from
/// the left: at each place the matching route with the highest priority (then the most
/// literal segments, then the longest, then the first registered) takes its segments and
/// builds one context, and the rest of the link goes on to the next route. The table is
/// checked as it is built: a duplicate route, or one that could never win, is refused by
/// ``register(_:priority:_:)``.
///
/// ```swift
/// var links = Deeplinks(scheme: "mosaic")
/// try links.register("profile/{handle}") { parameters, routing in
///     ProfileContext(user: UserID(parameters["handle"]), routingContext: routing)
/// }
/// let contexts = try links.resolve("mosaic://profile/alice")
/// modules.links = links
/// ```
public struct Deeplinks: Sendable {
    /// The scheme of every link it writes, and the first it reads.
    public let scheme: String
    /// Other schemes it reads as ``scheme`` (`rest` for `restaurants`): a link of one opens the
    /// same screens, and the link written back is ``scheme``'s.
    public let schemeAliases: Set<String>
    /// Every registered route, in registration order.
    public private(set) var routes: [DeeplinkRoute] = []

    /// The links of `scheme` (`mosaic`), with no routes yet.
    public init(scheme: String) {
        self.scheme = scheme.lowercased()
        schemeAliases = []
    }

    /// The links of `scheme`, reading links of each of `aliases` as links of
    /// `scheme` — an app known by more than one (`restaurants://` and `rest://`) — with no routes
    /// yet. The links it writes are `scheme`'s.
    public init(scheme: String, aliases: [String]) {
        self.scheme = scheme.lowercased()
        schemeAliases = Set(aliases.map { $0.lowercased() }).subtracting([self.scheme])
    }

    /// Registers a route building `Context` from the parameters of `pattern` and the routing
    /// context the link is opened with.
    ///
    /// The table is checked as it is built. A route that matches exactly the links of one
    /// registered before it (the same pattern, or equal up to parameter names) throws
    /// ``ModuleError/duplicateRoute(pattern:context:existing:existingContext:)``. A route that
    /// could never win — every link it matches is taken by a route ranked above it — throws
    /// ``ModuleError/unreachableRoute(pattern:context:takenBy:takenByContext:)``, whichever of
    /// the two is registered first. Overlaps the ranking settles are allowed: at one place of a
    /// link, the matching route with the highest priority wins, then the one with the most
    /// literal segments (`item/new` beats `item/{id}`), then the longest, then the first
    /// registered. The links are unchanged when a route is refused.
    ///
    /// `priority` ranks this route above (higher) or below (lower) the routes of *other* patterns
    /// that match the same link at one place — `item/{n:integer}` with priority 1 wins `item/42`
    /// over `item/{id}`, which still takes `item/abc`. It never arbitrates between equal
    /// patterns: a duplicate is refused whatever the priorities, and a route whose every link a
    /// higher-ranked route takes is refused as unreachable.
    public mutating func register<Context: BuildContext>(
        _ pattern: String, priority: Int = 0,
        _ make: @escaping @Sendable (RouteParameters, RoutingContext) -> Context
    ) throws(ModuleError) {
        let qualified = _typeName(Context.self, qualified: true)
        let route = DeeplinkRoute(
            matcher: LinkPattern(pattern), rank: priority, contextType: Context.shortTypeName,
            contextModule: String(qualified.prefix { $0 != "." }), aliasOf: nil, make: { make($0, $1) })
        for existing in routes { try check(route, against: existing) }
        routes.append(route)
    }

    /// Registers `alias` as another path to the screens of the route registered as `pattern`
    /// (`rdp/{id}` for `restaurant/{id}`): a link by it opens the same screens, built by the
    /// same route with the same parameters, and the link written back is the route's own. The
    /// alias names the same parameters as the route; it is checked against the table as any
    /// route is (a duplicate, or one that could never win, is refused).
    public mutating func register(alias: String, for pattern: String) throws(ModuleError) {
        let canonical = LinkPattern(pattern).description
        guard let route = routes.first(where: { $0.aliasOf == nil && $0.pattern == canonical }) else {
            throw .unknownRoute(canonical)
        }
        let matcher = LinkPattern(alias)
        for name in route.matcher.parameterNames where !matcher.parameterNames.contains(name) {
            throw .missingParameter(name: name, route: matcher.description)
        }
        let aliasRoute = DeeplinkRoute(
            matcher: matcher, rank: route.rank, contextType: route.contextType,
            contextModule: route.contextModule, aliasOf: route.pattern, make: route.make)
        for existing in routes { try check(aliasRoute, against: existing) }
        routes.append(aliasRoute)
    }

    /// Refuses `route` when it and `existing`, registered before it, match the same links, or
    /// when one of them can never win over the other.
    private func check(_ route: DeeplinkRoute, against existing: DeeplinkRoute) throws(ModuleError) {
        if route.matcher.matchesTheSameLinks(as: existing.matcher) {
            throw .duplicateRoute(
                pattern: route.pattern, context: route.contextType, existing: existing.pattern,
                existingContext: existing.contextType)
        }
        // Where both match, the one registered first wins a tie.
        if existing.matcher.covers(route.matcher), !isBetter(route, than: existing) {
            throw .unreachableRoute(
                pattern: route.pattern, context: route.contextType, takenBy: existing.pattern,
                takenByContext: existing.contextType)
        }
        if route.matcher.covers(existing.matcher), isBetter(route, than: existing) {
            throw .unreachableRoute(
                pattern: existing.pattern, context: existing.contextType, takenBy: route.pattern,
                takenByContext: route.contextType)
        }
    }

    /// The contexts named by `text`, one per matched route, in stack order.
    public func resolve(_ text: String, routingContext: RoutingContext = .deeplink) throws(ModuleError)
        -> [any BuildContext]
    {
        try resolve(ParsedLink(parsing: text), routingContext: routingContext)
    }

    /// The contexts named by `link`, one per matched route, in stack order.
    func resolve(_ link: ParsedLink, routingContext: RoutingContext = .deeplink) throws(ModuleError)
        -> [any BuildContext]
    {
        guard link.scheme == scheme || schemeAliases.contains(link.scheme) else {
            throw .unknownScheme(link.scheme)
        }
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
            contexts.append(best.route.make(RouteParameters(byName: best.parameters), routingContext))
            position += best.route.matcher.components.count
        }
        return contexts
    }

    /// The chained link of a stack of contexts, root first. Throws
    /// ``ModuleError/notLinkable(contextType:)`` for a context that has no link form — its
    /// segments are `nil`, or one is empty or holds a control or invisible character, which no
    /// link can carry back — and ``ModuleError/tooLong(length:limit:)`` for a stack whose link
    /// would be longer than any link that opens.
    public func link(for contexts: [any BuildContext]) throws(ModuleError) -> String {
        var segments: [String] = []
        for context in contexts {
            guard let own = context.deeplinkSegments, own.allSatisfy(ParsedLink.canHold) else {
                throw .notLinkable(contextType: String(describing: type(of: context)))
            }
            segments += own
        }
        let link = ParsedLink(scheme: scheme, segments: segments).description
        // What is written must open again.
        guard link.utf8.count <= ParsedLink.maximumLength else {
            throw .tooLong(length: link.utf8.count, limit: ParsedLink.maximumLength)
        }
        return link
    }

    // MARK: Round trips

    /// The values ``verifyRoundTrips()`` tries every parameter with, and that a feature's tests
    /// give its contexts (see ModuleKitTesting's `expectLinksRoundTrip`): plain ones, and the
    /// ones links get wrong — spaces, `/`, `%`, `?`, `#`, non-ASCII, combining marks, empty.
    public static let trialValues: [String] = [
        "p1", "alice", "Zoë", "42", "two words", "a/b", "100%", "why?", "#tag", "café", "東京タワー",
        "e\u{301}", "🚲", "-_.~@", "",
    ]

    /// Checks that opening the link `context` writes builds an equal context (same type, same
    /// values) with `context`'s routing flow. Throws
    /// ``ModuleError/linkOpensAnotherScreen(link:wrote:opened:)`` when it does not, or the
    /// error writing or opening the link threw (``ModuleError/notLinkable(contextType:)`` for
    /// a context without a link form).
    public func verifyRoundTrip(of context: any BuildContext) throws(ModuleError) {
        let link = try link(for: [context])
        let opened = try resolve(link, routingContext: context.routingContext)
        guard opened.count == 1, AnyHashable(opened[0]) == AnyHashable(context) else {
            throw .linkOpensAnotherScreen(
                link: link, wrote: String(describing: context),
                opened: opened.map { String(describing: $0) }.joined(separator: ", "))
        }
    }

    /// Checks every route: for each of ``trialValues`` its parameters accept, opens the link
    /// the route matches and verifies that the context built round-trips
    /// (``verifyRoundTrip(of:)``). Returns the routes that fail, each with its first failure;
    /// none when every screen's link opens that same screen.
    public func verifyRoundTrips() -> [(route: DeeplinkRoute, error: ModuleError)] {
        var failures: [(route: DeeplinkRoute, error: ModuleError)] = []
        for route in routes {
            do {
                for segments in trialLinks(of: route.matcher) {
                    let contexts = try resolve(ParsedLink(scheme: scheme, segments: segments))
                    for context in contexts { try verifyRoundTrip(of: context) }
                }
            } catch {
                failures.append((route, error))
            }
        }
        return failures
    }

    /// The links `pattern` matches with each trial value its parameters accept (every
    /// parameter the same value); the one link of a pattern without parameters.
    private func trialLinks(of pattern: LinkPattern) -> [[String]] {
        let hasParameters = pattern.literalCount < pattern.components.count
        let values = Self.trialValues.filter { value in
            pattern.components.allSatisfy { component in
                if case .parameter(_, let type) = component { return type.accepts(value) }
                return true
            }
        }
        return (hasParameters ? values : [""]).map { value in
            pattern.components.map { component in
                switch component {
                case .literal(let text): text
                case .parameter: value
                }
            }
        }
    }

    private func match(_ pattern: LinkPattern, _ segments: ArraySlice<String>) -> [String: String]? {
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
        if candidate.rank != current.rank { return candidate.rank > current.rank }
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
