import Domain
import LikesInterface
import ModuleKitCore

/// Likes' event handler: the rows are the app's one store of likes, newest first, each with
/// its post. A like taken back anywhere leaves the list at once; a like given elsewhere shows
/// at once if its post was shown before, else once its post is fetched (work of the screen's
/// own: it stops if the screen closes).
@MainActor
package final class LikesPresenter: ModulePresenter {
    package let store = StateStore(LikesState())
    let events: EventStream<LikesEvent>
    private let interactor: LikesInteractor

    init(interactor: LikesInteractor, events: EventStream<LikesEvent>) {
        self.interactor = interactor
        self.events = events
        events.work.keep(interactor.likes.observe { [weak self] _ in self?.likesChanged() })
    }

    /// Reads the likes — fresh each time: another session, or another process on the same data,
    /// may have changed them — and fetches the posts of likes given elsewhere. A failure shows
    /// instead of the list, until a refresh works.
    package func load() async {
        do {
            try await interactor.likes.load()
        } catch {
            store.update { $0.error = ModuleFailure(error) }
            return
        }
        await showLikedPosts()
    }

    /// Reads the likes again, as ``load()`` does.
    package func refresh() async {
        await load()
    }

    /// Fetches the posts of the likes not at hand, then shows the list (or why it cannot).
    private func showLikedPosts() async {
        let fetched: [PostID: Post]
        do {
            fetched = try await interactor.posts(
                interactor.likes.likedPosts.filter { store.state.posts[$0] == nil })
        } catch {
            store.update { $0.error = ModuleFailure(error, context: "cannot load the posts you like") }
            return
        }
        store.update { state in
            state.posts.merge(fetched) { current, _ in current }
            state.isLoaded = true
            state.error = nil
        }
        publish()
    }

    package func perform(_ action: LikesAction) async throws(ActionRefused) {
        switch action {
        case .open(let post): events.emit(.openPost(post))
        case .unlike(let post):
            try await ActionRefused.refusing { try await interactor.likes.setLiked(post, false) }
        }
    }

    /// A like given or taken back on any screen: the list follows, fetching the posts of likes
    /// given elsewhere.
    private func likesChanged() {
        publish()
        guard interactor.likes.likedPosts.contains(where: { store.state.posts[$0] == nil }) else { return }
        events.work.task { [weak self] in await self?.showLikedPosts() }
    }

    /// The rows from the store of likes: posts that no longer exist are left out.
    private func publish() {
        let likes = interactor.likes
        store.update { state in
            state.rows = likes.likedPosts.compactMap { state.posts[$0].map(likes.summary(of:)) }
        }
    }
}
