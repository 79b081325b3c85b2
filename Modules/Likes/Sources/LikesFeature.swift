import Domain
import LikesInterface
import ModuleKitCore

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

/// Likes, whatever the host: a host's target (LikesTerminal) gives it the view of each screen.
package enum LikesFeature {
    /// Builds the list of posts the signed-in user liked, shown by the views `view` makes.
    package static func builder<View: ModuleView>(
        _ dependencies: LikesDependencies, view: @escaping @MainActor @Sendable (LikesPresenter) -> View
    ) -> ModuleBuilder<LikesContext> where View.ViewState == LikesState {
        ModuleBuilder(name: "Likes") { _, events in
            LikesPresenter(interactor: LikesInteractor(dependencies), events: events)
        } view: {
            view($0)
        }
    }
}
