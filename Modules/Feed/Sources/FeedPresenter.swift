import Domain
import FeedInterface
import ModuleKit
import TerminalUI

/// Feed's event handler: owns the state, loads pages through the interactor, keeps one cell
/// module per visible post, and emits the feed's events.
@MainActor
final class FeedPresenter: FeedInput {
    let store: StateStore<FeedState>
    let events: EventStream<FeedEvent>
    private let interactor: FeedInteractor
    private var posts: [PostID: Post] = [:]
    private var order: [PostID] = []
    private var liked: Set<PostID> = []
    private lazy var cells = CellModuleList<PostID, PostCell>(pageSize: interactor.pageSize) {
        [unowned self] id, saved in
        PostCell(post: posts[id]!, state: saved ?? PostCell.State(liked: liked.contains(id)))
    }

    init(source: PostSource, interactor: FeedInteractor, events: EventStream<FeedEvent>) {
        self.interactor = interactor
        self.events = events
        store = StateStore(FeedState(source: source))
    }

    // MARK: Loading

    /// Loads the first page and the like state.
    func load() async {
        do {
            liked = try await interactor.likedPosts()
            let first = try await interactor.page(store.state.source, index: 0)
            posts.removeAll()
            order.removeAll()
            append(first)
            cells.clearSavedStates()
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

    /// Re-reads the like state, which may have changed on another screen.
    func refreshLikes() async {
        guard let current = try? await interactor.likedPosts() else { return }
        liked = current
        cells.clearSavedStates()
        for (id, cell) in cells.visible { cell.setLiked(current.contains(id)) }
        publishRows()
    }

    private func append(_ page: PostPage) {
        for post in page.posts where posts[post.id] == nil {
            posts[post.id] = post
            order.append(post.id)
        }
    }

    // MARK: View actions

    func like(row: Int) async throws(CommandError) { try await setLiked(true, row: row) }
    func unlike(row: Int) async throws(CommandError) { try await setLiked(false, row: row) }

    private func setLiked(_ like: Bool, row: Int) async throws(CommandError) {
        let cell = try cell(at: row)
        let id = cell.post.id
        guard cell.cellState.liked != like else {
            throw .refused(like ? "you already like \(id)" : "you do not like \(id)")
        }
        try await CommandError.refusing { try await interactor.setLiked(id, like) }
        if like { liked.insert(id) } else { liked.remove(id) }
        cell.setLiked(like)
        publishRows()
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

    func setLiked(_ post: PostID, _ isLiked: Bool) {
        if isLiked { liked.insert(post) } else { liked.remove(post) }
        cells.clearSavedStates()
        for (id, cell) in cells.visible where id == post { cell.setLiked(isLiked) }
        publishRows()
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
