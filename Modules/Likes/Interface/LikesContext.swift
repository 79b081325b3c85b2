import Domain
import ModuleKit

/// Builds the list of posts the signed-in user liked, newest first.
public struct LikesContext: DeeplinkConvertible {
    public typealias Event = LikesEvent
    public typealias Input = any LikesInput

    public var routingContext: RoutingContext

    public init(routingContext: RoutingContext) {
        self.routingContext = routingContext
    }

    public var deeplinkSegments: [String] { ["likes"] }
}

/// What the likes screen tells the world.
public enum LikesEvent: ModuleEvent, Equatable {
    /// The user asked to see a post.
    case openPost(PostID)
    /// The user took a like back (it is saved).
    case unliked(PostID)
}

/// Keeps a built likes screen current with likes made elsewhere in the app.
@MainActor
public protocol LikesInput: AnyObject {
    /// A post was liked on another screen.
    func postLiked(_ post: PostID)
    /// A like was taken back on another screen.
    func postUnliked(_ post: PostID)
}

/// The link that opens the likes screen: `likes`.
public enum LikesRoutes {
    @MainActor
    public static func register(in router: DeeplinkRouter) {
        router.register("likes") { _, routing in LikesContext(routingContext: routing) }
    }
}
