import Domain
import LikesInterface
import ModuleKit

/// What Likes needs from the app: the posts, and the app's one store of likes.
public struct LikesDependencies: Sendable {
    /// Where the posts come from.
    public var posts: any PostService
    /// The app's one store of likes.
    public var likes: LikeStore

    /// What Likes needs.
    public init(posts: any PostService, likes: LikeStore) {
        self.posts = posts
        self.likes = likes
    }
}

/// Likes' entry point.
public enum LikesFeature {
    /// Builds the list of posts the signed-in user liked.
    public static func builder(_ dependencies: LikesDependencies) -> ModuleBuilder<LikesContext> {
        ModuleBuilder(name: "Likes") { context in
            LikesModule.make(context: context, interactor: LikesInteractor(dependencies))
        }
    }
}
