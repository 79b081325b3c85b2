/// A row of a list that is a module of its own (the table-with-cell-modules pattern): it has
/// its own state, which the list keeps while the row is off-page.
@MainActor
public protocol CellModule: AnyObject {
    /// The row's own state, kept by the list while the row is not shown.
    associatedtype CellState: Sendable
    /// The state to keep when the row leaves the page.
    var cellState: CellState { get }
}

/// A paged list whose rows are cell modules. Only the rows of the current page are alive; a
/// row leaving the page gives its state to the list, which hands it back when the row shows
/// again — so a liked post stays liked while you page away and back.
///
/// ```swift
/// let list = CellModuleList<PostID, PostCell>(pageSize: 10) { id, saved in
///     PostCell(post: id, state: saved ?? PostCell.State(liked: false))
/// }
/// list.setItems(posts.map(\.id))
/// list.showPage(1)
/// ```
@MainActor
public final class CellModuleList<ItemID: Hashable, Cell: CellModule> {
    /// Rows per page.
    public let pageSize: Int
    private let make: (ItemID, Cell.CellState?) -> Cell
    /// Every item of the list, in order.
    public private(set) var items: [ItemID] = []
    /// The current page, from 0.
    public private(set) var page = 0
    /// The cells of the current page, in order.
    public private(set) var visible: [(id: ItemID, cell: Cell)] = []
    private var saved: [ItemID: Cell.CellState] = [:]

    /// A list that builds a row's cell with `make(id, savedState)`; `savedState` is `nil` the
    /// first time a row is shown.
    public init(pageSize: Int, make: @escaping (ItemID, Cell.CellState?) -> Cell) {
        precondition(pageSize > 0, "a page holds at least one row")
        self.pageSize = pageSize
        self.make = make
    }

    /// How many pages the items fill.
    public var pageCount: Int { max(1, (items.count + pageSize - 1) / pageSize) }

    /// Replaces the items, keeping saved state of items still present, and shows the page the
    /// list was on (or the last one).
    public func setItems(_ newItems: [ItemID]) {
        saveVisible()
        items = newItems
        let kept = Set(newItems)
        saved = saved.filter { kept.contains($0.key) }
        showPage(min(page, pageCount - 1))
    }

    /// Shows page `index` (from 0): cells leaving the page keep their state in the list, cells
    /// coming back get it again.
    public func showPage(_ index: Int) {
        precondition(index >= 0 && index < pageCount, "no page \(index)")
        saveVisible()
        page = index
        let start = index * pageSize
        let ids = items[min(start, items.count)..<min(start + pageSize, items.count)]
        let current = Dictionary(visible.map { ($0.id, $0.cell) }, uniquingKeysWith: { first, _ in first })
        visible = ids.map { id in (id, current[id] ?? make(id, saved[id])) }
    }

    /// The state the list holds for `id` while it is off-page (or its live state when shown).
    public func state(of id: ItemID) -> Cell.CellState? {
        visible.first { $0.id == id }?.cell.cellState ?? saved[id]
    }

    /// The cell of displayed row `number` (1-based on the current page).
    public func cell(atRow number: Int) -> Cell? {
        visible.indices.contains(number - 1) ? visible[number - 1].cell : nil
    }

    /// Forgets the state kept for off-page rows: when the truth changed elsewhere, rows coming
    /// back are built fresh.
    public func clearSavedStates() {
        saved.removeAll()
    }

    private func saveVisible() {
        for (id, cell) in visible { saved[id] = cell.cellState }
    }
}
