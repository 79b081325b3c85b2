/// What a module shows: lines of styled text, built from a few parts every screen needs
/// (title, sections, numbered lists with stable ids, key/value rows, tables, a tab bar).
///
/// A screen is a value: views return one from `render`, tests compare its `text`, and the
/// shell prints it with the colour policy of the terminal.
///
/// ```swift
/// var screen = Screen(title: "Feed")
/// screen.list([ListItem(id: "p1", columns: ["@alice", "Hello"])])
/// print(screen.render(.detect()))
/// ```
public struct Screen: Sendable, Hashable {
    /// The lines, top to bottom.
    public private(set) var lines: [[Span]] = []
    /// Where the next lines of a line too wide start, for lines that say so (by index): a
    /// command line goes on under its first command.
    private var hangingIndents: [Int: Int] = [:]
    /// Pictures drawn in place of a line (by index) when colour is on, at most so many columns
    /// wide; the line itself holds the picture's text alternative, which plain text shows.
    private var pictures: [Int: Picture] = [:]
    /// Thumbnails drawn beside a line (by index) when colour is on: a list item's, or the room
    /// of one, so that the rows of a list with thumbnails stay aligned.
    private var thumbnails: [Int: Thumbnail] = [:]
    /// Lines that say what a thumbnail shows (by index), each with the index of its thumbnail's
    /// line: left out where that thumbnail is drawn.
    private var alternatives: [Int: Int] = [:]

    /// An empty screen.
    public init() {}

    /// A screen that starts with `title`.
    public init(title: String) {
        self.title(title)
    }

    /// Adds a title line.
    public mutating func title(_ text: String) {
        lines.append([Span(text, style: .title)])
    }

    /// Adds a section heading, preceded by a blank line unless the screen is empty.
    public mutating func section(_ heading: String) {
        if !lines.isEmpty { blank() }
        lines.append([Span(heading, style: .heading)])
    }

    /// Adds one line of text.
    public mutating func line(_ text: String, style: Style = .plain) {
        lines.append([Span(text, style: style)])
    }

    /// Adds the line a screen shows instead of its content unless it loaded — `Loading…` until
    /// it finished, `error: …` when loading failed — and, once it loaded, the `error: …` line of
    /// a later refresh that failed, above the content it loaded, which stays. Returns whether it
    /// loaded, and so whether its content follows.
    ///
    /// ```swift
    /// if screen.addStatusUnlessLoaded(error: state.error, isLoaded: state.isLoaded) { screen.list(…) }
    /// ```
    public mutating func addStatusUnlessLoaded(error: String?, isLoaded: Bool) -> Bool {
        if let error {
            line("error: \(error)", style: .error)
        } else if !isLoaded {
            line("Loading…", style: .dim)
        }
        return isLoaded
    }

    /// Adds one line made of several spans.
    public mutating func line(_ spans: [Span]) {
        lines.append(spans)
    }

    /// Adds an empty line.
    public mutating func blank() {
        lines.append([])
    }

    /// Adds a numbered list: each item shows its number (what commands like `open N` take),
    /// its stable id in brackets, then its columns aligned by display width. An item's
    /// thumbnail sits beside it on a colour terminal; where it is not drawn, its text
    /// alternative is a line under the row (`photo: ALT`, under the first column).
    public mutating func list(_ items: [ListItem], startingAt first: Int = 1, maxColumnWidth: Int? = 48) {
        var table = Table(maxColumnWidth: maxColumnWidth)
        table.reserveRows(items.count)
        for (offset, item) in items.enumerated() {
            var row: [Span] = []
            row.reserveCapacity(2 * (2 + item.columns.count) - 1)  // room for the gaps: laid out in place
            // Appended to rather than interpolated: a list is laid out on every render, and
            // interpolation's machinery cost more than the two strings it made.
            var number = String(first + offset)
            number.append(".")
            var id = "["
            id.append(item.id)
            id.append("]")
            row.append(Span(number, style: .accent))
            row.append(Span(id, style: .dim))
            row.append(contentsOf: item.columns)
            table.row(row)
        }
        guard items.contains(where: { $0.thumbnail != nil || $0.alt != nil }) else {
            return table.moveLines(to: &lines)
        }
        var rows: [[Span]] = []
        table.moveLines(to: &rows)
        let room = items.compactMap(\.thumbnail?.buffer.width).max()
        for (item, row) in zip(items, rows) {
            let index = lines.count
            if let room { thumbnails[index] = Thumbnail(image: item.thumbnail, columns: room) }
            lines.append(row)
            guard let alt = item.alt else { continue }
            // Under the first column after the number and id: their two cells and two gaps.
            let indent = row.prefix(4).reduce(0) { $0 + $1.width }
            alternatives[lines.count] = index
            hangingIndents[lines.count] = indent
            if let room { thumbnails[lines.count] = Thumbnail(image: nil, columns: room) }
            lines.append([Span(spaces: indent), Span("photo: " + alt, style: .dim)])
        }
    }

    /// Adds `key: value` rows with the values aligned.
    public mutating func keyValues(_ pairs: [(key: String, value: String)]) {
        var table = Table(gap: 1)
        for pair in pairs {
            table.row([Span(pair.key + ":", style: .dim), Span(pair.value)])
        }
        table.moveLines(to: &lines)
    }

    /// Adds the rows of `table`.
    public mutating func table(_ table: Table) {
        table.appendLines(to: &lines)
    }

    /// Adds a tab bar: every tab name, the selected one marked with brackets and a style.
    public mutating func tabBar(_ tabs: [String], selected: Int?) {
        var spans: [Span] = []
        for (index, tab) in tabs.enumerated() {
            if index > 0 { spans.append(Span(" ")) }
            let padded = index == tabs.count - 1 ? " \(tab)" : " \(tab) "  // no trailing space
            spans.append(index == selected ? Span("[\(tab)]", style: .selected) : Span(padded, style: .dim))
        }
        lines.append(spans)
    }

    /// Adds a picture: on a colour terminal drawn with half blocks, as wide as the terminal
    /// allows up to `maximumColumns`; in plain text, the line `photo: ALT`.
    public mutating func picture(_ image: TerminalImage, alt: String, maximumColumns: Int = 64) {
        pictures[lines.count] = Picture(image: image, columns: maximumColumns)
        lines.append([Span("photo: " + alt, style: .dim)])
    }

    /// Adds every line of `other` below this screen's.
    public mutating func append(_ other: Screen) {
        for (index, indent) in other.hangingIndents { hangingIndents[lines.count + index] = indent }
        for (index, picture) in other.pictures { pictures[lines.count + index] = picture }
        for (index, thumbnail) in other.thumbnails { thumbnails[lines.count + index] = thumbnail }
        for (index, row) in other.alternatives { alternatives[lines.count + index] = lines.count + row }
        lines.append(contentsOf: other.lines)
    }

    /// The screen as text, styled when `policy` allows colour, one `\n` after each line.
    public func render(_ policy: ColorPolicy = .plain) -> String {
        render(policy, width: nil)
    }

    /// The screen as text, styled when `policy` allows colour, one `\n` after each line; with
    /// `width` (a terminal's columns), a line too wide breaks at a space and goes on below.
    public func render(_ policy: ColorPolicy = .plain, width: Int?) -> String {
        var output = ""
        for (index, line) in lines.enumerated() {
            if policy.isEnabled, let row = alternatives[index], thumbnails[row]?.image != nil { continue }
            if policy.isEnabled, let picture = pictures[index] {
                for row in picture.image.lines(columns: min(width ?? 80, picture.columns), policy: policy) {
                    output += row + "\n"
                }
                continue
            }
            if policy.isEnabled, let thumbnail = thumbnails[index] {
                output += beside(thumbnail, line, hangingIndent: hangingIndents[index], policy, width: width)
                continue
            }
            guard let width else {
                for span in line { output += policy.apply(span.style, to: span.text) }
                output += "\n"
                continue
            }
            for part in LineWrapping.wrap(line, width: width, hangingIndent: hangingIndents[index]) {
                for span in part { output += policy.apply(span.style, to: span.text) }
                output += "\n"
            }
        }
        return output
    }

    /// `line` beside `thumbnail` (its lines first, or its room, then a space), wrapped in the
    /// columns left, as many lines as the taller of the two.
    private func beside(
        _ thumbnail: Thumbnail, _ line: [Span], hangingIndent: Int?, _ policy: ColorPolicy, width: Int?
    ) -> String {
        let picture = thumbnail.image?.lines(columns: thumbnail.columns, policy: policy) ?? []
        let gap = String(repeating: " ", count: thumbnail.columns)
        let parts =
            width.map {
                LineWrapping.wrap(line, width: max(1, $0 - gap.count - 1), hangingIndent: hangingIndent)
            }
            ?? [line]
        var output = ""
        for row in 0..<max(picture.count, parts.count) {
            output += row < picture.count ? picture[row] : gap
            if row < parts.count {
                output += " "
                for span in parts[row] { output += policy.apply(span.style, to: span.text) }
            }
            output += "\n"
        }
        return output
    }

    /// Adds the line of a screen's commands, `commands: like N · open N · help`: on a narrow
    /// terminal it breaks between commands, never inside one.
    public mutating func commandLine(_ usages: [String]) {
        let label = "commands: "
        var spans = [Span(label, style: .dim)]
        for (index, usage) in usages.enumerated() {
            // The separator stays with the command before it: a next line starts with a command.
            let last = index == usages.count - 1
            spans.append(Span(last ? usage : usage + " ·", style: .dim, wraps: false))
            if !last { spans.append(Span(" ", style: .dim)) }
        }
        hangingIndents[lines.count] = label.count
        lines.append(spans)
    }

    /// The screen as plain text: what tests compare.
    public var text: String { render(.plain) }
}

/// A picture a screen draws in place of a line, at most `columns` wide.
private struct Picture: Sendable, Hashable {
    let image: TerminalImage
    let columns: Int
}

/// A list item's thumbnail beside its line, `columns` wide — or, with no image, its room.
private struct Thumbnail: Sendable, Hashable {
    let image: TerminalImage?
    let columns: Int
}

/// One row of a numbered list: a stable id (a post id, a handle) and the columns to show.
public struct ListItem: Sendable, Hashable {
    /// The stable identifier shown beside the number.
    public var id: String
    /// The cells after the id.
    public var columns: [Span]
    /// A picture beside the row on a colour terminal (its `width` columns, half as many lines as
    /// its height), or `nil`.
    public var thumbnail: TerminalImage?
    /// What the row's picture shows, in words, or `nil`: a line under the row wherever the
    /// thumbnail is not drawn (plain text, or no thumbnail given).
    public var alt: String?

    /// A row showing `id`, then `columns`, with `thumbnail` beside it on a colour terminal and
    /// `alt` under it where the thumbnail is not drawn.
    public init(id: String, columns: [Span], thumbnail: TerminalImage?, alt: String?) {
        self.id = id
        self.columns = columns
        self.thumbnail = thumbnail
        self.alt = alt
    }

    /// A row showing `id`, then `columns`.
    public init(id: String, columns: [Span]) {
        self.init(id: id, columns: columns, thumbnail: nil, alt: nil)
    }

    /// A row showing `id`, then `columns` as plain text.
    public init(id: String, columns: [String]) {
        self.init(id: id, columns: columns.map { Span($0) })
    }
}
