/// Fits a screen's lines into a terminal's width: a line too wide breaks at a space — never
/// inside a span that does not wrap (one command of a help line) or a short one (a count such
/// as `♥ 8`) — and its next lines start under the text of the span where it broke, so a
/// caption goes on under the caption and an indented label under its first letter (a span that
/// leaves less than ``minimumRoom`` columns goes on under the last one that leaves more). A
/// piece that does not fit under its column but fits the window starts further left. Column
/// padding before a piece that does not fit shrinks to one space first. Only a word wider than
/// the window is cut, by display width, never inside a character.
enum LineWrapping {
    /// One unit of layout: a word or a run of spaces of one span.
    private struct Piece {
        var text: Substring
        var style: Style
        var width: Int
        var isSpace: Bool
        /// Where its span starts on the unwrapped line.
        var spanColumn: Int
    }

    /// A span this narrow never breaks inside: a count, a handle, a short label.
    static let shortSpan = 8
    /// The fewest columns a continuation keeps for its text: one that would have fewer goes on
    /// further left.
    static let minimumRoom = 10

    /// `line` as one or more lines, none wider than `width` (at least 10 columns are assumed);
    /// `hangingIndent`, when given, is where every next line starts.
    static func wrap(_ line: [Span], width: Int, hangingIndent: Int? = nil) -> [[Span]] {
        let width = max(width, 10)
        guard line.reduce(0, { $0 + $1.width }) > width else { return [line] }
        var lines: [[Span]] = [[]]
        var column = 0
        var pendingSpaces: [Piece] = []
        var indent = 0
        /// The start of the last span that begins in the line's left half: where a break in a
        /// span further right goes on.
        var leftColumn = 0

        func startLine(under spanColumn: Int, fitting pieceWidth: Int = 0) {
            indent =
                hangingIndent.map { min($0, width / 2) }
                ?? (spanColumn <= width - minimumRoom ? spanColumn : leftColumn)
            // A piece that fits the window but not under its column starts further left.
            if indent + pieceWidth > width { indent = max(0, width - pieceWidth) }
            lines.append(indent > 0 ? [Span(spaces: indent)] : [])
            column = indent
            pendingSpaces = []
        }
        func place(_ piece: Piece) {
            lines[lines.count - 1].append(Span(String(piece.text), style: piece.style))
            column += piece.width
        }

        for piece in pieces(of: line) {
            if piece.spanColumn <= width - minimumRoom { leftColumn = piece.spanColumn }
            if piece.isSpace {
                // Spaces that start a continuation go; those that start the line are its indent.
                if column > indent || lines.count == 1 { pendingSpaces.append(piece) }
                continue
            }
            let spaces = pendingSpaces.reduce(0) { $0 + $1.width }
            if column + spaces + piece.width <= width {
                pendingSpaces.forEach(place)
                pendingSpaces = []
                place(piece)
                continue
            }
            if spaces > 1, let first = pendingSpaces.first, column + 1 + piece.width <= width {
                place(
                    Piece(
                        text: " ", style: first.style, width: 1, isSpace: true, spanColumn: first.spanColumn))
                pendingSpaces = []
                place(piece)
                continue
            }
            if column > indent { startLine(under: piece.spanColumn, fitting: piece.width) }
            pendingSpaces = []
            // A word wider than the line: cut by display width, character by character.
            var rest = piece
            while column + rest.width > width {
                let (head, tail) = split(rest.text, at: width - column)
                if head.isEmpty && column == indent { break }  // a character wider than the line
                place(
                    Piece(
                        text: head, style: rest.style, width: DisplayWidth.of(head), isSpace: false,
                        spanColumn: 0))
                startLine(under: piece.spanColumn)
                rest.text = tail
                rest.width = DisplayWidth.of(tail)
            }
            if !rest.text.isEmpty { place(rest) }
        }
        return lines
    }

    /// The words and space runs of `line`'s spans; a span that does not wrap is one word.
    private static func pieces(of line: [Span]) -> [Piece] {
        var pieces: [Piece] = []
        var spanColumn = 0
        for span in line {
            defer { spanColumn += span.width }
            // A span kept whole is one word between its leading and trailing spaces (padding).
            let whole = !span.wraps || span.width <= shortSpan
            let words = span.text.drop { $0 == " " }.reversed().drop { $0 == " " }.count
            // Its text starts after its leading spaces: a continuation goes on under the text.
            let textColumn = spanColumn + span.text.prefix { $0 == " " }.count
            var start = span.text.startIndex
            while start < span.text.endIndex {
                let isSpace = span.text[start] == " "
                let end =
                    whole && !isSpace
                    ? span.text.index(start, offsetBy: words)
                    : span.text[start...].firstIndex { ($0 == " ") != isSpace } ?? span.text.endIndex
                let text = span.text[start..<end]
                pieces.append(
                    Piece(
                        text: text, style: span.style, width: isSpace ? text.count : DisplayWidth.of(text),
                        isSpace: isSpace, spanColumn: textColumn))
                start = end
            }
        }
        return pieces
    }

    /// `text` split where its first part is as wide as possible within `columns`.
    private static func split(_ text: Substring, at columns: Int) -> (Substring, Substring) {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = used + DisplayWidth.of(text[index])
            if next > columns { break }
            used = next
            index = text.index(after: index)
        }
        return (text[..<index], text[index...])
    }
}
