import FeedInterface
import ModuleKitCore
import ProfileInterface

/// The profile's event handler: it switches how the embedded posts show. The header and the
/// posts load and act by themselves.
@MainActor
package final class ProfilePresenter: ModulePresenter {
    package let store: StateStore<ProfileState>
    /// The embedded posts' input; `nil` when they could not be built (the state says why).
    package let posts: (any FeedInput)?

    /// A profile over the embedded posts `posts`, or over why they could not be built.
    init(posts: Result<any FeedInput, ModuleError>) {
        switch posts {
        case .success(let input):
            self.posts = input
            store = StateStore(ProfileState())
        case .failure(let error):
            self.posts = nil
            store = StateStore(ProfileState(postsError: "\(error)"))
        }
    }

    package func perform(_ action: ProfileAction) async throws(ActionRefused) {
        switch action {
        case .showPosts(let layout):
            guard let posts else { throw ActionRefused(store.state.postsError ?? "no posts to show") }
            guard posts.layout != layout else { throw ActionRefused("the posts show as a \(layout) already") }
            posts.setLayout(layout)
        }
    }
}
