import WebUI

/// The page a screen is written on: its path (its link's, where its forms post) and the session's
/// token, which every form carries — a post without it is refused. A screen that embeds others
/// writes each child on ``part(_:)``, whose forms also say the part they came from.
public struct WebPage: Sendable, Equatable {
    /// The page's path (`/feed/post/p1`).
    public let path: String
    /// The session's token for forms.
    let token: String
    /// The part of the page being written (an embedded child's slot), or empty.
    public let partName: String

    /// A page at `path` for a session whose token is `token`.
    public init(path: String, token: String) {
        self.init(path: path, token: token, partName: "")
    }

    private init(path: String, token: String, partName: String) {
        self.path = path
        self.token = token
        self.partName = partName
    }

    /// The same page, for its part `name`: the forms written on it carry `part=name`.
    public func part(_ name: String) -> WebPage {
        WebPage(path: path, token: token, partName: name)
    }

    /// A button that posts `fields` (and the token) to this page.
    public func button(_ label: String, _ fields: [(name: String, value: String)]) -> HTML {
        form(fields, [.tag("button", [HTML.Attribute("type", "submit")], [.text(label)])])
    }

    /// A form with one text field named `field` (showing `value`), posting it and `fields`.
    public func textField(
        _ label: String, field: String, value: String, _ fields: [(name: String, value: String)]
    ) -> HTML {
        form(
            fields,
            [
                .tag(
                    "input",
                    [
                        HTML.Attribute("type", "text"), HTML.Attribute("name", field),
                        HTML.Attribute("value", value), HTML.Attribute("aria-label", label),
                    ]),
                .tag("button", [HTML.Attribute("type", "submit")], [.text(label)]),
            ])
    }

    /// A link to the page at `path`.
    public func link(_ text: String, to path: String) -> HTML {
        .tag("a", [HTML.Attribute("href", path)], [.text(text)])
    }

    private func form(_ fields: [(name: String, value: String)], _ controls: [HTML]) -> HTML {
        let carried = [("token", token)] + (partName.isEmpty ? [] : [("part", partName)]) + fields
        let hidden = carried.map { field in
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
