import Domain
import ModuleKitCore

/// Builds the list of posts the signed-in user liked, newest first.
public struct LikesContext: BuildContext {
    public typealias Event = LikesEvent

    public var routingContext: RoutingContext

    /// The likes screen, built for the flow `routingContext`.
    public init(routingContext: RoutingContext) {
        self.routingContext = routingContext
    }

    public var deeplinkSegments: [String]? { ["likes"] }
}

/// What the likes screen asks of the world. Taking a like back is not an event: the app's one
/// store of likes tells every screen that shows it.
public enum LikesEvent: Equatable, Sendable {
    /// The user asked to see a post.
    case openPost(PostID)
}

/// The link that opens the likes screen: `likes`.
public enum LikesRoutes {
    /// Registers the route of the likes screen in `links`.
    @MainActor
    public static func register(in links: inout Deeplinks) throws(ModuleError) {
        try links.register("likes") { _, routing in LikesContext(routingContext: routing) }
    }
}
