import Domain
import FeedInterface
import ModuleKit

/// What Feed needs from the app: the posts, and the app's one store of likes, which every
/// screen showing a like reads and observes.
public struct FeedDependencies: Sendable {
    /// Where the posts come from.
    public var posts: any PostService
    /// The app's one store of likes.
    public var likes: LikeStore
    /// Posts per page.
    public var pageSize: Int

    /// What Feed needs; a page holds at least one post.
    public init(posts: any PostService, likes: LikeStore, pageSize: Int = 10) {
        self.posts = posts
        self.likes = likes
        self.pageSize = max(1, pageSize)
    }
}

/// Feed's entry point: the builders of its two screens.
public enum FeedFeature {
    /// Builds feeds (home, or one user's posts).
    public static func builder(_ dependencies: FeedDependencies) -> ModuleBuilder<FeedContext> {
        ModuleBuilder(name: "Feed") { context in
            FeedModule.make(context: context, interactor: FeedInteractor(dependencies))
        }
    }

    /// Builds the detail screen of one post.
    public static func postBuilder(_ dependencies: FeedDependencies) -> ModuleBuilder<PostContext> {
        ModuleBuilder(name: "Post") { context in
            PostModule.make(context: context, interactor: FeedInteractor(dependencies))
        }
    }
}
