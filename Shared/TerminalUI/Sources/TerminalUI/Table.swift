/// Rows of cells laid out in columns aligned by display width, so that CJK, emoji and
/// combining characters line up as well as ASCII does.
///
/// ```swift
/// var table = Table(maxColumnWidth: 40)
/// table.row(["1.", "p1", "@alice", "Café au lait ☕"])
/// screen.table(table)
/// ```
public struct Table: Sendable, Hashable {
    /// One cell: text and style.
    public typealias Cell = Span

    /// The rows, each a list of cells; rows may have different lengths.
    public private(set) var rows: [[Cell]] = []
    /// Cells wider than this are cut with `…`; `nil` keeps them whole.
    public var maxColumnWidth: Int?
    /// Spaces between two columns.
    public var gap: Int

    /// An empty table whose cells are cut at `maxColumnWidth` (when given), `gap` spaces apart.
    public init(maxColumnWidth: Int? = nil, gap: Int = 2) {
        self.maxColumnWidth = maxColumnWidth
        self.gap = gap
    }

    /// Adds a row of plain cells.
    public mutating func row(_ cells: [String]) {
        rows.append(cells.map { Span($0) })
    }

    /// Adds a row of styled cells.
    public mutating func row(_ cells: [Cell]) {
        rows.append(cells)
    }

    /// Makes room for `count` more rows, so that adding them allocates no more.
    public mutating func reserveRows(_ count: Int) {
        rows.reserveCapacity(rows.count + count)
    }

    /// The rows as lines of spans, each cell padded to its column's width. The last cell of a
    /// row is not padded, so lines carry no trailing spaces.
    ///
    /// Allocates what it returns and one array of column widths, nothing more: a screen is
    /// laid out on every render.
    public func lines() -> [[Span]] {
        var lines: [[Span]] = []
        appendLines(to: &lines)
        return lines
    }

    /// Appends ``lines()`` to `lines`, without an array of them in between: how a screen adds
    /// a table it was given.
    func appendLines(to lines: inout [[Span]]) {
        let widths = columnWidths()
        let spacing = Span(spaces: gap)
        lines.reserveCapacity(lines.count + rows.count)
        for row in rows {
            var line = row
            layOut(&line, widths: widths, spacing: spacing)
            lines.append(line)
        }
    }

    /// Appends ``lines()`` to `lines`, laying out each row in its own storage and leaving the
    /// table empty: how a screen adds a table it made. A row reserved with room for twice its
    /// cells (see ``Screen/list(_:startingAt:maxColumnWidth:)``) becomes its line without being
    /// copied.
    mutating func moveLines(to lines: inout [[Span]]) {
        let widths = columnWidths()
        let spacing = Span(spaces: gap)
        lines.reserveCapacity(lines.count + rows.count)
        for index in rows.indices {
            var line: [Span] = []
            swap(&line, &rows[index])  // the row's storage is held once, so it changes in place
            layOut(&line, widths: widths, spacing: spacing)
            lines.append(line)
        }
        rows = []
    }

    /// The width of each column: its widest cell, once cut to ``maxColumnWidth``.
    private func columnWidths() -> [Int] {
        var widths = [Int](repeating: 0, count: rows.reduce(0) { max($0, $1.count) })
        for row in rows {
            for (index, cell) in row.enumerated() {
                widths[index] = max(widths[index], fitted(cell).width)
            }
        }
        return widths
    }

    /// Turns a row into its line, in place: each cell cut to fit and padded to its column's
    /// width, a gap after every cell but the last (which is not padded: no trailing spaces).
    private func layOut(_ row: inout [Span], widths: [Int], spacing: Span) {
        let count = row.count
        guard count > 1 else {
            if count == 1 { row[0] = fitted(row[0]) }
            return
        }
        row.reserveCapacity(count * 2 - 1)
        for _ in 1..<count { row.append(spacing) }
        // From the last cell back: cell `index` moves to `2 * index`, never over a cell not yet read.
        for index in stride(from: count - 1, through: 0, by: -1) {
            let cell = fitted(row[index])
            if index == count - 1 {
                row[2 * index] = cell
            } else {
                row[2 * index] = Span(padded: cell, to: widths[index])
                row[2 * index + 1] = spacing
            }
        }
    }

    /// `cell`, cut with `…` when it is wider than ``maxColumnWidth``.
    private func fitted(_ cell: Cell) -> Cell {
        guard let limit = maxColumnWidth, cell.width > limit else { return cell }
        return Span(DisplayWidth.truncate(cell.text, to: limit), style: cell.style)
    }
}
