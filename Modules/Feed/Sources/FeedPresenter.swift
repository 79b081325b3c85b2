import Domain
import FeedInterface
import ModuleKitCore

/// Feed's event handler: loads pages through the interactor and carries out what the feed's
/// state decides (``FeedState``: every post loaded, the page shown, the thumbnails), and emits
/// the feed's events. Likes are read from, changed through and observed on the app's one
/// ``LikeStore``. It keeps nothing of the screen but its store.
@MainActor
package final class FeedPresenter: ModulePresenter, FeedInput {
    package let store: StateStore<FeedState>
    package let events: EventStream<FeedEvent>
    private let interactor: FeedInteractor
    /// How wide a thumbnail is, in pixels (as many columns on a terminal).
    package static let thumbnailSide = 8

    init(source: PostSource, interactor: FeedInteractor, events: EventStream<FeedEvent>) {
        self.interactor = interactor
        self.events = events
        store = StateStore(FeedState(source: source))
        // A like given or taken back anywhere: the rows shown follow (a page whose rows it does
        // not touch stays as it is: the same state renders nothing).
        events.work.keep(
            interactor.likes.observe { [weak self] _ in
                guard let self, !store.state.rows.isEmpty else { return }
                show(page: store.state.page)
            })
    }

    // MARK: Loading

    /// Loads the first page and the likes, both at once: the feed waits for the slower read, not
    /// for one after the other. The likes are read fresh each time (another process on the same
    /// data may have changed them); a failure to read them shows before the page's.
    package func load() async {
        async let likesRead = interactor.reloadLikes()
        let first: Result<PostPage, ServiceError>
        do {
            first = .success(try await interactor.page(store.state.source, index: 0))
        } catch {
            first = .failure(error)
        }
        if let failure = await likesRead {
            return store.update { $0.error = ModuleFailure(failure) }
        }
        switch first {
        case .success(let first):
            store.update { state in
                state.value.loaded(first: first)
                show(page: 0)
            }
        case .failure(let error):
            store.update { $0.error = ModuleFailure(error, context: "cannot load posts") }
        }
    }

    /// Re-reads the likes, which another session may have changed; the rows follow through
    /// the observation. A failure shows instead of the rows; after one, the feed loads again.
    package func refresh() async {
        guard store.state.error == nil, store.state.isLoaded else { return await load() }
        if let failure = await interactor.reloadLikes() { store.update { $0.error = ModuleFailure(failure) } }
    }

    // MARK: Actions

    package func perform(_ action: FeedAction) async throws(ActionRefused) {
        try await refuseWhatCannotBeDone(action)
        switch action {
        case .like(let post): try await interactor.setLiked(post, true)
        case .unlike(let post): try await interactor.setLiked(post, false)
        case .open(let post): events.emit(.openPost(post))
        case .openAuthor(let user): events.emit(.openProfile(user))
        case .nextPage: try await nextPage()
        case .previousPage: try previousPage()
        case .refresh: await load()
        }
    }

    /// What a feed refuses whatever a posted form or a script names: before its first page has
    /// loaded (or after a failure) every action but a refresh, and a like of a post that does
    /// not exist. A post is named by id, not by row: one on a page not shown is liked all the same.
    private func refuseWhatCannotBeDone(_ action: FeedAction) async throws(ActionRefused) {
        if action == .refresh { return }
        guard store.state.isLoaded, store.state.error == nil else {
            throw .notLoaded(failure: store.state.error)
        }
        switch action {
        case .like(let post), .unlike(let post):
            guard !store.state.posts.contains(where: { $0.id == post }) else { return }
            _ = try await ActionRefused.refusing { try await interactor.post(post) }
        case .open, .openAuthor, .nextPage, .previousPage, .refresh: return
        }
    }

    /// Shows the next page, loading it from the service when needed.
    private func nextPage() async throws(ActionRefused) {
        let next = store.state.page + 1
        if !store.state.hasLoaded(page: next, size: interactor.pageSize) {
            guard store.state.hasMore else { throw ActionRefused("this is the last page") }
            let page = try await ActionRefused.refusing {
                try await interactor.page(store.state.source, index: store.state.pagesLoaded)
            }
            store.update { $0.value.appended(page) }
        }
        guard store.state.hasLoaded(page: next, size: interactor.pageSize) else {
            throw ActionRefused("this is the last page")
        }
        show(page: next)
    }

    private func previousPage() throws(ActionRefused) {
        guard store.state.page > 0 else { throw ActionRefused("this is the first page") }
        show(page: store.state.page - 1)
    }

    // MARK: FeedInput

    package var layout: FeedLayout { store.state.layout }

    package func setLayout(_ layout: FeedLayout) {
        store.update { $0.layout = layout }
    }

    // MARK: Rows

    /// Shows page `index` with the likes as they are now, and carries out the thumbnail loads
    /// the change leaves: a photo kept already shows at once, else it loads beside the rows as
    /// the screen's ongoing work, known by its id (no one waits for it, and it ends with the
    /// screen); the loads of rows left stop. One change of the state.
    private func show(page index: Int) {
        let library = interactor.photos
        store.update { state in
            var next = state.value
            let work = next.show(
                page: index, size: interactor.pageSize, drawsPhotos: library != nil,
                summary: interactor.likes.summary(of:))
            for id in work.stop { events.work.stopOngoing(id) }
            if let library {
                for id in work.start {
                    next.thumbnails[id] = PhotoLoad.start(
                        id, at: .thumbnail(side: Self.thumbnailSide), from: library, in: events.work
                    ) { [weak self] loaded in
                        self?.store.update { $0.thumbnails[id] = loaded }
                    }
                }
            }
            state.value = next
        }
    }
}
