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

    /// The rows as lines of spans, each cell padded to its column's width. The last cell of a
    /// row is not padded, so lines carry no trailing spaces.
    public func lines() -> [[Span]] {
        let cut: [[Cell]] = rows.map { row in
            row.map { cell in
                guard let limit = maxColumnWidth, cell.width > limit else { return cell }
                return Span(DisplayWidth.truncate(cell.text, to: limit), style: cell.style)
            }
        }
        var widths: [Int] = []
        for row in cut {
            for (index, cell) in row.enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], cell.width)
            }
        }
        let spacing = String(repeating: " ", count: gap)
        return cut.map { row in
            var line: [Span] = []
            line.reserveCapacity(row.count * 2)
            for (index, cell) in row.enumerated() {
                let isLast = index == row.count - 1
                line.append(
                    isLast ? cell : Span(DisplayWidth.pad(cell.text, to: widths[index]), style: cell.style))
                if !isLast { line.append(Span(spacing)) }
            }
            return line
        }
    }
}
