import Domain
import ModuleKitCore

/// Builds the __NAME__ screen.
public struct __NAME__Context: BuildContext {
    public typealias Event = __NAME__Event

    public var routingContext: RoutingContext

    /// The __NAME__ screen, built for the flow `routingContext`.
    public init(routingContext: RoutingContext) {
        self.routingContext = routingContext
    }

    public var deeplinkSegments: [String]? { ["__LOWER__"] }
}

/// What the __NAME__ screen asks of the world.
public enum __NAME__Event: Equatable, Sendable {
    /// The user asked to see a post.
    case openPost(PostID)
}

/// The link that opens the __NAME__ screen: `__LOWER__`.
public enum __NAME__Routes {
    /// Registers the route of the __NAME__ screen in `links`.
    @MainActor
    public static func register(in links: inout Deeplinks) throws(ModuleError) {
        try links.register("__LOWER__") { _, routing in __NAME__Context(routingContext: routing) }
    }
}
