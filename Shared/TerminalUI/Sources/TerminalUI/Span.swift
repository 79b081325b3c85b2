/// A run of text with one style: the smallest piece of a screen.
///
/// The text is sanitised when the span is made, so nothing that comes from data can reach
/// the terminal as a control sequence, however the span is used afterwards.
public struct Span: Sendable, Hashable {
    /// The sanitised text.
    public let text: String
    /// How the text looks on a colour terminal.
    public let style: Style

    /// A span of `text` (sanitised) in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = Sanitizer.sanitize(text)
        self.style = style
    }

    /// `span` followed by spaces up to `width` columns, in its style. Its text is sanitised
    /// already, and spaces need no sanitising.
    init(padded span: Span, to width: Int) {
        text = DisplayWidth.pad(span.text, to: width)
        style = span.style
    }

    /// Columns the span takes on a terminal.
    public var width: Int { DisplayWidth.of(text) }
}
