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
        async let likesRead = interactor.reloadLikes()
        let post: Post
        do {
            post = try await interactor.post(store.state.id)
        } catch {
            _ = await likesRead
            return store.update { $0.error = ModuleFailure(error) }
        }
        if let failure = await likesRead { return store.update { $0.error = ModuleFailure(failure) } }
        store.update { state in
            state.post = post
            state.error = nil
            publish()
            loadPhoto()
        }
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
