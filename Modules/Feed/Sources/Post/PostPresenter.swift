import Domain
import FeedInterface
import ModuleKitCore

/// The post screen's event handler.
@MainActor
package final class PostPresenter: ModulePresenter {
    package let store: StateStore<PostState>
    package let events: EventStream<FeedEvent>
    private let interactor: FeedInteractor

    init(post: PostID, interactor: FeedInteractor, events: EventStream<FeedEvent>) {
        self.interactor = interactor
        self.events = events
        store = StateStore(PostState(id: post))
        // A like given or taken back anywhere: the post shows it (a like of another post
        // changes nothing here, and renders nothing).
        events.work.keep(interactor.likes.observe { [weak self] _ in self?.publish() })
    }

    /// Reads the post and the likes, both at once and fresh each time (another process on the
    /// same data may have changed them): the screen waits for the slower read, not for both.
    package func load() async {
        let id = store.state.id
        async let likesRead = interactor.reloadLikes()
        let post: Post
        do {
            post = try await interactor.post(id)
        } catch {
            _ = await likesRead
            return fail(ModuleFailure(error), reading: id)
        }
        if let failure = await likesRead { return fail(ModuleFailure(failure), reading: id) }
        // Handed another post meanwhile (updateContext(to:)): the refresh that follows reads it.
        guard id == store.state.id else { return }
        store.update { state in
            state.post = post
            state.error = nil
            publish()
            loadPhoto()
        }
    }

    /// Shows that post `id` could not be read — unless the screen was handed another since.
    private func fail(_ failure: ModuleFailure, reading id: PostID) {
        guard id == store.state.id else { return }
        store.update { $0.error = failure }
    }

    /// How wide the post's photo is loaded, in pixels: a terminal draws it at most so many
    /// columns wide.
    package static let photoWidth = 64

    /// Shows the post's photo, once: at once when it is kept already, else as a load beside
    /// what the screen shows (``ModuleWork/ongoing(_:)``: no one waits for it, and it ends with
    /// the screen).
    private func loadPhoto() {
        guard let library = interactor.photos, let id = store.state.post?.photo?.id, store.state.photo == nil
        else {
            return
        }
        let now = PhotoLoad.start(id, at: .width(Self.photoWidth), from: library, in: events.work) {
            [weak self] loaded in
            self?.store.update { $0.photo = loaded }
        }
        store.update { $0.photo = now }
    }

    /// Reads the post and the likes again, which another session may have changed.
    package func refresh() async {
        await load()
    }

    package func perform(_ action: PostAction) async throws(ActionRefused) {
        guard let shown = store.state.post else { throw .notLoaded(failure: store.state.error) }
        // The screen acts on its own post and author only, whatever a posted form names.
        switch action {
        case .like(let id), .unlike(let id):
            guard id == shown.id else {
                throw ActionRefused("post \(id.quotedInMessage) is not on this screen")
            }
        case .openAuthor(let user):
            guard user == shown.author else {
                throw ActionRefused("@\(user.quotedInMessage) is not on this screen")
            }
        }
        switch action {
        case .like(let post): try await interactor.setLiked(post, true)
        case .unlike(let post): try await interactor.setLiked(post, false)
        case .openAuthor(let user): events.emit(.openProfile(user))
        }
    }

    private func publish() {
        guard let post = store.state.post else { return }
        store.update { $0.summary = interactor.likes.summary(of: post) }
    }
}

/// A post's screen on top is handed the link of another post (`mosaic://p/p3` from a
/// notification) and shows that one, rather than a second post's screen pushed over it.
extension PostPresenter: UpdatablePresenter {
    /// Shows post `context.post` from now on: what the screen showed goes, its photo's load
    /// stops, and the refresh that follows reads the post.
    package func updateContext(to context: PostContext) {
        if let photo = store.state.post?.photo?.id { events.work.stopOngoing(photo) }
        store.update { $0.value = PostState(id: context.post) }
    }
}
