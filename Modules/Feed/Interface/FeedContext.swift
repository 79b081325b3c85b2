import Domain
import ModuleKitCore

/// Builds a feed: the home feed, or one user's posts (as a profile embeds it).
public struct FeedContext: BuildContext {
    public typealias Event = FeedEvent
    public typealias Input = any FeedInput

    /// Whose posts the feed shows.
    public var source: PostSource
    public var routingContext: RoutingContext

    /// A feed of `source`'s posts, built for the flow `routingContext`.
    public init(source: PostSource, routingContext: RoutingContext) {
        self.source = source
        self.routingContext = routingContext
    }

    public var deeplinkSegments: [String]? {
        switch source {
        case .home: ["feed"]
        case .user(let user): ["posts", user.rawValue]
        }
    }
}

/// Builds the detail screen of one post.
public struct PostContext: BuildContext {
    public typealias Event = FeedEvent

    /// The post to show.
    public var post: PostID
    public var routingContext: RoutingContext

    /// The screen of `post`, built for the flow `routingContext`.
    public init(post: PostID, routingContext: RoutingContext) {
        self.post = post
        self.routingContext = routingContext
    }

    public var deeplinkSegments: [String]? { ["post", post.rawValue] }
}

/// What a feed or a post screen asks of the world. A like is not an event: the app's one
/// store of likes tells every screen that shows it.
public enum FeedEvent: Equatable, Sendable {
    /// The user asked to see a post.
    case openPost(PostID)
    /// The user asked to see a post's author.
    case openProfile(UserID)
}

/// How a feed shows its posts.
public enum FeedLayout: String, Sendable, Hashable, CaseIterable {
    /// One post a row, with its caption.
    case list
    /// Posts as a compact grid of ids and like counts.
    case grid
}

/// Configures a built feed.
@MainActor
public protocol FeedInput: AnyObject {
    /// How the feed shows its posts now.
    var layout: FeedLayout { get }
    /// Shows posts as a list or a grid.
    func setLayout(_ layout: FeedLayout)
}

/// The links that open Feed's screens: `feed`, `posts/HANDLE`, `post/ID`.
public enum FeedRoutes {
    /// Registers the routes of Feed's screens in `links`.
    @MainActor
    public static func register(in links: inout Deeplinks) throws(ModuleError) {
        try links.register("feed") { _, routing in FeedContext(source: .home, routingContext: routing) }
        try links.register("posts/{handle:text}") { parameters, routing in
            FeedContext(source: .user(UserID(parameters["handle"])), routingContext: routing)
        }
        try links.register("post/{id:text}") { parameters, routing in
            PostContext(post: PostID(parameters["id"]), routingContext: routing)
        }
    }
}
