import FeedInterface
import ModuleKitCore
import ProfileInterface

/// The profile's event handler: it switches how the embedded posts show. The header and the
/// posts load and act by themselves.
@MainActor
package final class ProfilePresenter: ModulePresenter {
    package let store = StateStore(ProfileState())
    /// The embedded posts' input, once attached.
    package var posts: (any FeedInput)?

    package func perform(_ action: ProfileAction) async throws(ActionRefused) {
        switch action {
        case .showPosts(let layout):
            guard let posts else { throw ActionRefused(store.state.postsError ?? "no posts to show") }
            guard posts.layout != layout else { throw ActionRefused("the posts show as a \(layout) already") }
            posts.setLayout(layout)
        }
    }
}
