/// The one word wrapper of a program's help: words joined by spaces in lines of at most `width`
/// characters, the first line starting with `first`, the next ones with `indent`. A word longer
/// than a line has it to itself.
///
/// ```swift
/// WordWrap.lines(["usage:", "mosaic", "[--in-memory]"], width: 20, first: "", indent: "  ")
/// ```
public enum WordWrap {
    /// `words` in lines of at most `width` characters (see ``WordWrap``), joined by newlines.
    public static func lines(_ words: some Sequence<String>, width: Int, first: String, indent: String)
        -> String
    {
        var lines: [String] = []
        var line = first
        // The length of the last line of `line` (`first` may hold a line break of its own).
        var length = first.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0
        var lineHasWord = false
        for word in words {
            let wordLength = word.count
            if lineHasWord && length + 1 + wordLength > width {
                lines.append(line)
                line = indent + word
                length = indent.count + wordLength
            } else {
                line += (lineHasWord ? " " : "") + word
                length += (lineHasWord ? 1 : 0) + wordLength
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// `text`'s words (split at spaces and line breaks) in lines, as ``lines(_:width:first:indent:)``.
    public static func paragraph(_ text: String, width: Int, first: String = "", indent: String = "")
        -> String
    {
        lines(
            text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init), width: width,
            first: first, indent: indent)
    }
}
