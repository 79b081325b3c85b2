import Domain
import FeedInterface
import ModuleKit
import TerminalUI

/// The post screen's event handler.
@MainActor
final class PostPresenter: ModulePresenter {
    let store: StateStore<PostState>
    var loadFailure: String? { store.state.error }
    let events: EventStream<FeedEvent>
    private let interactor: FeedInteractor
    private var post: Post?
    private var likeObservation: LikeObservation?

    init(post: PostID, interactor: FeedInteractor, events: EventStream<FeedEvent>) {
        self.interactor = interactor
        self.events = events
        store = StateStore(PostState(id: post))
        likeObservation = interactor.likes.observe { [unowned self] change in
            if change.post == store.state.id { publish() }
        }
    }

    func load() async {
        do {
            post = try await interactor.post(store.state.id)
            try await interactor.likes.load()
            store.update { state in
                state.error = nil
                publish()
            }
        } catch {
            store.update { $0.error = error.description }
        }
    }

    /// Re-reads the post and the likes, which another session may have changed.
    func refresh() async {
        do {
            try await interactor.likes.reload()
        } catch {
            store.update { $0.error = "cannot load your likes: \(error)" }
            return
        }
        await load()
    }

    /// Likes the post, or takes the like back.
    func setLiked(_ like: Bool) async throws(CommandError) {
        let post = try loadedPost()
        guard interactor.likes.isLiked(post.id) != like else {
            throw .refused(like ? "you already like \(post.id)" : "you do not like \(post.id)")
        }
        try await CommandError.refusing { try await interactor.likes.setLiked(post.id, like) }
        events.emit(like ? .liked(post.id) : .unliked(post.id))
    }

    func author() throws(CommandError) {
        events.emit(.openProfile(try loadedPost().author))
    }

    private func loadedPost() throws(CommandError) -> Post {
        guard let post else { throw .notLoaded("the post", error: store.state.error) }
        return post
    }

    private func publish() {
        guard let post else { return }
        store.update { $0.summary = interactor.likes.summary(of: post) }
    }
}
