import Domain
import FeedInterface
import ModuleKitCore

/// Feed's event handler: owns the state, loads pages through the interactor, shows one page of
/// posts at a time and emits the feed's events. Likes are read from, changed through and
/// observed on the app's one ``LikeStore``.
@MainActor
package final class FeedPresenter: ModulePresenter, FeedInput {
    package let store: StateStore<FeedState>
    package let events: EventStream<FeedEvent>
    private let interactor: FeedInteractor
    /// Every loaded post, in feed order.
    private var posts: [Post] = []
    private var likeObservation: LikeObservation?
    /// The thumbnail loads running, by photo: each cancelled when its row is no longer shown.
    private var thumbnailLoads: [PhotoID: Task<Void, Never>] = [:]
    /// How wide a thumbnail is, in pixels (as many columns on a terminal).
    package static let thumbnailSide = 8

    init(source: PostSource, interactor: FeedInteractor, events: EventStream<FeedEvent>) {
        self.interactor = interactor
        self.events = events
        store = StateStore(FeedState(source: source))
        likeObservation = interactor.likes.observe { [unowned self] change in
            if store.state.rows.contains(where: { $0.id == change.post }) { publishRows() }
        }
    }

    // MARK: Loading

    /// Loads the first page and the likes, both at once: the feed waits for the slower read, not
    /// for one after the other. The likes are read fresh each time (another process on the same
    /// data may have changed them); a failure to read them shows before the page's.
    package func load() async {
        async let likesRead = interactor.readLikes()
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
            posts = []
            append(first)
            store.update { state in
                state.page = 0
                state.pagesLoaded = 1
                state.hasMore = first.hasMore
                state.isLoaded = true
                state.error = nil
                publishRows()
            }
        case .failure(let error):
            store.update { $0.error = ModuleFailure(error, context: "cannot load posts") }
        }
    }

    /// Re-reads the likes, which another session may have changed; the rows follow through
    /// the observation. A failure shows instead of the rows; after one, the feed loads again.
    package func refresh() async {
        guard store.state.error == nil, store.state.isLoaded else { return await load() }
        if let failure = await interactor.readLikes() { store.update { $0.error = ModuleFailure(failure) } }
    }

    private func append(_ page: PostPage) {
        let known = Set(posts.map(\.id))
        posts += page.posts.filter { !known.contains($0.id) }
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
            guard !posts.contains(where: { $0.id == post }) else { return }
            _ = try await ActionRefused.refusing { try await interactor.post(post) }
        case .open, .openAuthor, .nextPage, .previousPage, .refresh: return
        }
    }

    /// Shows the next page, loading it from the service when needed.
    private func nextPage() async throws(ActionRefused) {
        let next = store.state.page + 1
        if next * interactor.pageSize >= posts.count {
            guard store.state.hasMore else { throw ActionRefused("this is the last page") }
            let page = try await ActionRefused.refusing {
                try await interactor.page(store.state.source, index: store.state.pagesLoaded)
            }
            append(page)
            store.update { state in
                state.pagesLoaded += 1
                state.hasMore = page.hasMore
            }
        }
        guard next * interactor.pageSize < posts.count else { throw ActionRefused("this is the last page") }
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

    private func show(page: Int) {
        store.update { state in
            state.page = page
            publishRows()
        }
    }

    /// The current page's posts with their like state, from the store of likes.
    private func publishRows() {
        let start = min(store.state.page * interactor.pageSize, posts.count)
        let shown = posts[start..<min(start + interactor.pageSize, posts.count)]
        store.update { $0.rows = shown.map(interactor.likes.summary(of:)) }
        loadThumbnails()
    }

    // MARK: Photos

    /// Shows the thumbnail of each row shown that has none — at once when it is kept already,
    /// else as a load of its own beside the rows (``ModuleWork/ongoing(_:)``: no one waits for
    /// it, and it ends with the screen) — and stops those of rows no longer shown (a page
    /// changed), forgetting what they had not loaded yet. One change of the rows shown.
    private func loadThumbnails() {
        guard let library = interactor.photos else { return }
        let shown = Set(store.state.rows.compactMap(\.post.photo?.id))
        store.update { state in
            for (id, load) in thumbnailLoads where !shown.contains(id) {
                load.cancel()
                thumbnailLoads[id] = nil
                state.thumbnails[id] = nil
            }
            for id in shown where state.thumbnails[id] == nil {
                let (now, load) = PhotoLoad.start(
                    id, at: .thumbnail(side: Self.thumbnailSide), from: library, in: events.work
                ) { [weak self] loaded in
                    self?.thumbnailLoads[id] = nil
                    self?.store.update { $0.thumbnails[id] = loaded }
                }
                state.thumbnails[id] = now
                thumbnailLoads[id] = load
            }
        }
    }
}
