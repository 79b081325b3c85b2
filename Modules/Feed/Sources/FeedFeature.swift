import Domain
import FeedInterface
import ModuleKitCore

/// What Feed needs from the app: the posts, and the app's one store of likes, which every
/// screen showing a like reads and observes.
public struct FeedDependencies: Sendable {
    /// Where the posts come from.
    public var posts: any PostService
    /// The app's one store of likes.
    public var likes: LikeStore
    /// Posts per page.
    public var pageSize: Int
    /// The session's photos, decoded, for a host that draws their pixels itself (a terminal);
    /// `nil` for one that shows them by their path (a browser loads a page's images).
    public var photos: (any PhotoLoading)?

    /// What Feed needs; a page holds at least one post.
    public init(
        posts: any PostService, likes: LikeStore, pageSize: Int = 10, photos: (any PhotoLoading)? = nil
    ) {
        self.posts = posts
        self.likes = likes
        self.pageSize = max(1, pageSize)
        self.photos = photos
    }
}

/// Feed, whatever the host: a host's target (FeedTerminal) gives it the view of each screen.
package enum FeedFeature {
    /// Builds feeds (home, or one user's posts), shown by the views `view` makes.
    package static func builder<View: ModuleView>(
        _ dependencies: FeedDependencies, view: @escaping @MainActor @Sendable (FeedPresenter) -> View
    ) -> ModuleBuilder<FeedContext> where View.ViewState == FeedState {
        ModuleBuilder(name: "Feed") { context, events in
            FeedPresenter(source: context.source, interactor: FeedInteractor(dependencies), events: events)
        } view: {
            view($0)
        } input: {
            $0
        }
    }

    /// Builds the detail screen of one post, shown by the views `view` makes.
    package static func postBuilder<View: ModuleView>(
        _ dependencies: FeedDependencies, view: @escaping @MainActor @Sendable (PostPresenter) -> View
    ) -> ModuleBuilder<PostContext> where View.ViewState == PostState {
        ModuleBuilder(name: "Post") { context, events in
            PostPresenter(post: context.post, interactor: FeedInteractor(dependencies), events: events)
        } view: {
            view($0)
        }
    }
}
