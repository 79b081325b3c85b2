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
            out += HTML.escape(text)
        case .element(let name, let attributes, let children):
            out += "<" + name
            for attribute in attributes {
                out += " \(attribute.name)=\"" + HTML.escape(attribute.value) + "\""
            }
            out += ">"
            guard !HTML.void.contains(name) else { return }
            for child in children { child.write(into: &out) }
            out += "</" + name + ">"
        }
    }

    /// `text` with each of `& < > " '` replaced by its character reference, compared scalar by
    /// scalar: a `<` followed by a combining mark is one grapheme with it, and is escaped all
    /// the same (a comparison by Character would let it through).
    public static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
