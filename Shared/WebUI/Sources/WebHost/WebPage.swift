import WebUI

/// The page a screen is written on: its path (its link's, where its forms post) and the session's
/// token, which every form carries — a post without it is refused.
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

    /// A button that posts `fields` (and the token) to this page.
    public func button(_ label: String, _ fields: [(name: String, value: String)]) -> HTML {
        let hidden = ([("token", token)] + fields).map { field in
            HTML.tag(
                "input",
                [
                    HTML.Attribute("type", "hidden"), HTML.Attribute("name", field.0),
                    HTML.Attribute("value", field.1),
                ])
        }
        return .tag(
            "form", [HTML.Attribute("method", "post"), HTML.Attribute("action", path)],
            hidden + [.tag("button", [HTML.Attribute("type", "submit")], [.text(label)])])
    }

    /// A link to the page at `path`.
    public func link(_ text: String, to path: String) -> HTML {
        .tag("a", [HTML.Attribute("href", path)], [.text(text)])
    }
}
