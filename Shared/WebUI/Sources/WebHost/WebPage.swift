import HTTPServer
import ModuleKitCore
import WebUI

/// The page a screen is written on: its path (its link's, where its forms post) and the session's
/// token, which every form carries — a post without it is refused. A form posts an action as its
/// words (``ScreenAction/words``: `do` is the first, `w1`, `w2`, … the rest), which the shell reads
/// back as the screen's action: no view writes a field name, or reads one.
public struct WebPage: Sendable, Equatable {
    /// The page's path (`/feed/post/p1`).
    public let path: String
    /// The session's token for forms.
    let token: String

    /// A page at `path` for a session whose token is `token`.
    public init(path: String, token: String) {
        self.path = path
        self.token = token
    }

    /// A button that performs `action` on this page's screen.
    public func button(_ label: String, action: some ScreenAction) -> HTML {
        form(Self.fields(action.words), [.tag("button", [HTML.Attribute("type", "submit")], [.text(label)])])
    }

    /// A form with one text field (showing `value`) whose text completes `action`: the action is
    /// `action(text)`, whose last word is the text.
    public func textField<Action: ScreenAction>(_ label: String, value: String, action: (String) -> Action)
        -> HTML
    {
        let words = action("").words
        return form(
            Self.fields(Array(words.dropLast())),
            [
                .tag(
                    "input",
                    [
                        HTML.Attribute("type", "text"), HTML.Attribute("name", "w\(words.count - 1)"),
                        HTML.Attribute("value", value), HTML.Attribute("aria-label", label),
                    ]),
                .tag("button", [HTML.Attribute("type", "submit")], [.text(label)]),
            ])
    }

    /// A link to the page at `path`.
    public func link(_ text: String, to path: String) -> HTML {
        .tag("a", [HTML.Attribute("href", path)], [.text(text)])
    }

    /// The fields that carry `words`: `do`, then `w1`, `w2`, ….
    static func fields(_ words: [String]) -> [(name: String, value: String)] {
        words.enumerated().map { index, word in (index == 0 ? "do" : "w\(index)", word) }
    }

    /// The words a posted form carries, read back from the fields above: `do`, then `w1`, `w2`, …
    /// while there are; nil when it names no action.
    static func words(of form: FormFields) -> [String]? {
        guard let name = form["do"] else { return nil }
        var words = [name]
        while let word = form["w\(words.count)"] { words.append(word) }
        return words
    }

    private func form(_ fields: [(name: String, value: String)], _ controls: [HTML]) -> HTML {
        let hidden = ([("token", token)] + fields).map { field in
            HTML.tag(
                "input",
                [
                    HTML.Attribute("type", "hidden"), HTML.Attribute("name", field.0),
                    HTML.Attribute("value", field.1),
                ])
        }
        return .tag(
            "form", [HTML.Attribute("method", "post"), HTML.Attribute("action", path)], hidden + controls)
    }
}
