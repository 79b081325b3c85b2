import Domain
import LikesInterface
import ModuleKit
import TerminalUI

/// Likes' event handler.
@MainActor
final class LikesPresenter: LikesInput {
    let store = StateStore(LikesState())
    let events: EventStream<LikesEvent>
    private let interactor: LikesInteractor
    private var isStale = false

    init(interactor: LikesInteractor, events: EventStream<LikesEvent>) {
        self.interactor = interactor
        self.events = events
    }

    func load() async {
        do {
            let posts = try await interactor.likedPosts()
            isStale = false
            store.update { state in
                state.posts = posts
                state.isLoaded = true
                state.error = nil
            }
        } catch {
            store.update { $0.error = "cannot load your likes: \(error)" }
        }
    }

    /// Reloads when a like elsewhere made the list stale.
    func refresh() async {
        if isStale { await load() }
    }

    func open(row: Int) throws(CommandError) {
        events.emit(.openPost(try post(at: row).id))
    }

    func unlike(row: Int) async throws(CommandError) {
        let post = try post(at: row)
        try await CommandError.refusing { try await interactor.unlike(post.id) }
        store.update { $0.posts.removeAll { $0.id == post.id } }
        events.emit(.unliked(post.id))
    }

    // MARK: LikesInput

    func postLiked(_ post: PostID) {
        isStale = true
    }

    func postUnliked(_ post: PostID) {
        store.update { $0.posts.removeAll { $0.id == post } }
    }

    private func post(at row: Int) throws(CommandError) -> Post {
        let posts = store.state.posts
        guard posts.indices.contains(row - 1) else { throw .noSuchRow(row, count: posts.count) }
        return posts[row - 1]
    }
}
