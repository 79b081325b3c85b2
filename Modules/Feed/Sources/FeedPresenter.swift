import Domain
import FeedInterface
import ModuleKit
import TerminalUI

/// Feed's event handler: owns the state, loads pages through the interactor, keeps one cell
/// module per visible post, and emits the feed's events. Likes are read from, changed through
/// and observed on the app's one ``LikeStore``.
@MainActor
final class FeedPresenter: ModulePresenter, FeedInput {
    let store: StateStore<FeedState>
    var loadFailure: String? { store.state.error }
    let events: EventStream<FeedEvent>
    private let interactor: FeedInteractor
    private var posts: [PostID: Post] = [:]
    private var order: [PostID] = []
    private var likeObservation: LikeObservation?
    private lazy var cells = CellModuleList<PostID, PostCell>(pageSize: interactor.pageSize) {
        [unowned self] id, saved in
        PostCell(post: saved ?? posts[id]!, likes: interactor.likes)
    }

    init(source: PostSource, interactor: FeedInteractor, events: EventStream<FeedEvent>) {
        self.interactor = interactor
        self.events = events
        store = StateStore(FeedState(source: source))
        likeObservation = interactor.likes.observe { [unowned self] change in
            if cells.visible.contains(where: { $0.id == change.post }) { publishRows() }
        }
    }

    // MARK: Loading

    /// Loads the first page and the like state.
    func load() async {
        do {
            try await interactor.likes.load()
        } catch {
            store.update { $0.error = "cannot load your likes: \(error)" }
            return
        }
        do {
            let first = try await interactor.page(store.state.source, index: 0)
            posts.removeAll()
            order.removeAll()
            append(first)
            cells.setItems(order)
            cells.showPage(0)
            store.update { state in
                state.pagesLoaded = 1
                state.hasMore = first.hasMore
                state.isLoaded = true
                state.error = nil
            }
            publishRows()
        } catch {
            store.update { $0.error = "cannot load posts: \(error)" }
        }
    }

    /// Re-reads the likes, which another session may have changed; the rows follow through
    /// the observation. A failure shows instead of the rows; after one, the feed loads again.
    func refresh() async {
        guard store.state.error == nil, store.state.isLoaded else { return await load() }
        do {
            try await interactor.likes.reload()
        } catch {
            store.update { $0.error = "cannot load your likes: \(error)" }
        }
    }

    private func append(_ page: PostPage) {
        for post in page.posts where posts[post.id] == nil {
            posts[post.id] = post
            order.append(post.id)
        }
    }

    // MARK: View actions

    /// Likes the post of displayed row `row`, or takes the like back.
    func setLiked(_ like: Bool, row: Int) async throws(CommandError) {
        let id = try cell(at: row).post.id
        guard interactor.likes.isLiked(id) != like else {
            throw .refused(like ? "you already like \(id)" : "you do not like \(id)")
        }
        try await CommandError.refusing { try await interactor.likes.setLiked(id, like) }
        events.emit(like ? .liked(id) : .unliked(id))
    }

    func open(row: Int) throws(CommandError) {
        events.emit(.openPost(try cell(at: row).post.id))
    }

    func author(row: Int) throws(CommandError) {
        events.emit(.openProfile(try cell(at: row).post.author))
    }

    /// Shows the next page, loading it from the service when needed.
    func nextPage() async throws(CommandError) {
        let next = store.state.page + 1
        if next * interactor.pageSize >= order.count {
            guard store.state.hasMore else { throw .refused("this is the last page") }
            let page = try await CommandError.refusing {
                try await interactor.page(store.state.source, index: store.state.pagesLoaded)
            }
            append(page)
            cells.setItems(order)
            store.update { state in
                state.pagesLoaded += 1
                state.hasMore = page.hasMore
            }
        }
        guard next * interactor.pageSize < order.count else { throw .refused("this is the last page") }
        cells.showPage(next)
        publishRows()
    }

    func previousPage() throws(CommandError) {
        guard store.state.page > 0 else { throw .refused("this is the first page") }
        cells.showPage(store.state.page - 1)
        publishRows()
    }

    // MARK: FeedInput

    func setLayout(_ layout: FeedLayout) {
        store.update { $0.layout = layout }
    }

    // MARK: Helpers

    private func cell(at row: Int) throws(CommandError) -> PostCell {
        guard let cell = cells.cell(atRow: row) else { throw .noSuchRow(row, count: cells.visible.count) }
        return cell
    }

    private func publishRows() {
        store.update { state in
            state.rows = cells.visible.map(\.cell.summary)
            state.page = cells.page
        }
    }
}
