/// A piece of an HTML page: an element with attributes and children, or text. Every text and
/// every attribute value is escaped when the page is written — whatever it holds, it is shown as
/// itself — so a value from data or from a URL can never become markup.
public indirect enum HTML: Sendable, Equatable {
    /// `<name attributes…>children…</name>` (void elements such as `input` have no children).
    case element(String, attributes: [Attribute], children: [HTML])
    /// Text, shown as it is.
    case text(String)

    /// An attribute: its name (a fixed name the page chooses) and its value (anything; escaped).
    public struct Attribute: Sendable, Equatable {
        /// The name, as written in the code (`href`, `class`).
        public var name: StaticString
        /// The value, escaped when written.
        public var value: String

        /// An attribute `name="value"`.
        public init(_ name: StaticString, _ value: String) {
            self.name = name
            self.value = value
        }

        public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
            "\(lhs.name)" == "\(rhs.name)" && lhs.value == rhs.value
        }
    }

    /// `<name …>…</name>`, with attributes given as `(name, value)` pairs.
    public static func tag(_ name: StaticString, _ attributes: [Attribute] = [], _ children: [HTML] = [])
        -> HTML
    {
        .element("\(name)", attributes: attributes, children: children)
    }

    /// `<img>` of the image at `source`, `width` × `height` pixels (so that the page keeps its
    /// place before it loads: no layout shift), described by `alt` (what a screen reader says,
    /// and what shows when it cannot load), loaded only as it nears the window.
    public static func image(source: String, width: Int, height: Int, alt: String) -> HTML {
        .tag(
            "img",
            [
                Attribute("src", source), Attribute("width", String(width)),
                Attribute("height", String(height)),
                Attribute("alt", alt), Attribute("loading", "lazy"), Attribute("decoding", "async"),
            ])
    }

    /// Elements that have no closing tag.
    private static let void: Set<String> = ["br", "hr", "img", "input", "link", "meta"]

    /// The markup, every text and attribute value escaped.
    public var markup: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .text(let text):
            HTML.escape(text, into: &out)
        case .element(let name, let attributes, let children):
            out += "<"
            out += name
            for attribute in attributes {
                out += " "
                attribute.name.withUTF8Buffer { out += String(decoding: $0, as: UTF8.self) }
                out += "=\""
                HTML.escape(attribute.value, into: &out)
                out += "\""
            }
            out += ">"
            guard !HTML.void.contains(name) else { return }
            for child in children { child.write(into: &out) }
            out += "</"
            out += name
            out += ">"
        }
    }

    /// `text` with each of `& < > " '` replaced by its character reference. A `<` followed by a
    /// combining mark is one grapheme with it, and is escaped all the same (see
    /// ``escape(_:into:)``: a comparison by Character would let it through).
    public static func escape(_ text: String) -> String {
        var out = ""
        escape(text, into: &out)
        return out
    }

    /// Appends `text` to `out`, each of `& < > " '` replaced by its character reference. Compared
    /// byte by byte in UTF-8: the five are ASCII, and no byte of a longer character's encoding
    /// is, so each is found wherever it stands, before a combining mark too. Text with none of
    /// them — most of a page — is appended whole; other text in runs between them.
    static func escape(_ text: String, into out: inout String) {
        let utf8 = text.utf8
        var run = utf8.startIndex
        for index in utf8.indices {
            guard let reference = reference(for: utf8[index]) else { continue }
            out += Substring(utf8[run..<index])
            out += reference
            run = utf8.index(after: index)
        }
        if run == utf8.startIndex { out += text } else { out += Substring(utf8[run...]) }
    }

    /// The character reference that stands for `byte` in a page, if it needs one.
    private static func reference(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
