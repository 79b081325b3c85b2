import Domain
import LikesInterface
import ModuleKit

/// What Likes needs from the app: the posts, and the app's one store of likes.
public struct LikesDependencies: Sendable {
    public var posts: any PostService
    public var likes: LikeStore

    public init(posts: any PostService, likes: LikeStore) {
        self.posts = posts
        self.likes = likes
    }
}

/// Likes' entry point.
public enum LikesFeature {
    public static func builder(_ dependencies: LikesDependencies) -> ModuleBuilder<LikesContext> {
        ModuleBuilder(name: "Likes") { context in
            LikesModule.make(context: context, interactor: LikesInteractor(dependencies))
        }
    }
}
