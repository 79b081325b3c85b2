import Domain
import FeedInterface
import ModuleKit
import TerminalUI

/// The post screen's event handler.
@MainActor
final class PostPresenter: PostInput {
    let store: StateStore<PostState>
    let events: EventStream<FeedEvent>
    private let interactor: FeedInteractor

    init(post: PostID, interactor: FeedInteractor, events: EventStream<FeedEvent>) {
        self.interactor = interactor
        self.events = events
        store = StateStore(PostState(id: post))
    }

    func load() async {
        do {
            let post = try await interactor.post(store.state.id)
            let liked = try await interactor.isLiked(post.id)
            store.update { state in
                state.post = post
                state.liked = liked
                state.error = nil
            }
        } catch {
            store.update { $0.error = error.description }
        }
    }

    func setLiked(_ liked: Bool) {
        store.update { $0.liked = liked }
    }

    func like(_ like: Bool) async throws(CommandError) {
        let state = store.state
        guard let post = state.post else { throw .refused(state.error ?? "the post is not loaded") }
        guard state.liked != like else {
            throw .refused(like ? "you already like \(post.id)" : "you do not like \(post.id)")
        }
        try await CommandError.refusing { try await interactor.setLiked(post.id, like) }
        store.update { $0.liked = like }
        events.emit(like ? .liked(post.id) : .unliked(post.id))
    }

    func author() throws(CommandError) {
        guard let post = store.state.post else {
            throw .refused(store.state.error ?? "the post is not loaded")
        }
        events.emit(.openProfile(post.author))
    }
}
