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
    /// a table.
    func appendLines(to lines: inout [[Span]]) {
        var widths = [Int](repeating: 0, count: rows.reduce(0) { max($0, $1.count) })
        for row in rows {
            for (index, cell) in row.enumerated() {
                widths[index] = max(widths[index], fitted(cell).width)
            }
        }
        let spacing = Span(spaces: gap)
        lines.reserveCapacity(lines.count + rows.count)
        for row in rows {
            var line: [Span] = []
            line.reserveCapacity(row.count * 2 - 1)
            for (index, cell) in row.enumerated() {
                let cell = fitted(cell)
                if index == row.count - 1 {
                    line.append(cell)
                } else {
                    line.append(Span(padded: cell, to: widths[index]))
                    line.append(spacing)
                }
            }
            lines.append(line)
        }
    }

    /// `cell`, cut with `…` when it is wider than ``maxColumnWidth``.
    private func fitted(_ cell: Cell) -> Cell {
        guard let limit = maxColumnWidth, cell.width > limit else { return cell }
        return Span(DisplayWidth.truncate(cell.text, to: limit), style: cell.style)
    }
}
