/// A run of text with one style: the smallest piece of a screen.
///
/// The text is sanitised when the span is made, so nothing that comes from data can reach
/// the terminal as a control sequence, however the span is used afterwards.
public struct Span: Sendable, Hashable {
    /// The sanitised text.
    public let text: String
    /// How the text looks on a colour terminal.
    public let style: Style
    /// Columns the span takes on a terminal, measured once when it is made: a table asks each
    /// cell's width several times on every render.
    public let width: Int
    /// Whether a line too wide for the terminal may break inside the span, at a space. One
    /// command of a help line (`like N`) does not.
    public let wraps: Bool

    /// A span of `text` (sanitised) in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.init(text, style: style, wraps: true)
    }

    /// A span of `text` (sanitised) in `style`; `wraps: false` keeps it on one line.
    public init(_ text: String, style: Style = .plain, wraps: Bool) {
        self.style = style
        self.wraps = wraps
        // Printable ASCII (most spans) needs no sanitising and is one column a byte: one scan.
        if text.isPrintableASCII {
            self.text = text
            width = text.utf8.count
        } else {
            self.text = Sanitizer.sanitize(text)
            width = DisplayWidth.of(self.text)
        }
    }

    /// `count` spaces: nothing to sanitise or measure.
    init(spaces count: Int) {
        text = String(repeating: " ", count: max(0, count))
        style = .plain
        width = max(0, count)
        wraps = true
    }

    /// `span` followed by spaces up to `width` columns, in its style. Its text is sanitised
    /// already, and spaces need no sanitising.
    init(padded span: Span, to width: Int) {
        let missing = width - span.width
        text = missing > 0 ? span.text + String(repeating: " ", count: missing) : span.text
        style = span.style
        self.width = max(width, span.width)
        wraps = span.wraps
    }
}
