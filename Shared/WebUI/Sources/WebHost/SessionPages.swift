import HTTPServer
import ModuleKitCore
import WebUI

/// The pages of one browser session, written from what its step shows (``ShownScreens``): a
/// screen's page at its link with the tabs, the failures to show as one line each (the status
/// saying what kind the first is), and the mapping between links and paths. It holds nothing of
/// the server: ``WebShell`` takes the request and runs the step, this writes the answer.
@MainActor
struct SessionPages {
    /// The session's app.
    let app: WebApp
    /// The session's token, which every form carries.
    let token: String
    /// The app's own style rules (``WebShell/Options/style``).
    let style: String

    init(_ session: WebSession, style: String) {
        app = session.app
        token = session.token
        self.style = style
    }

    /// One failure or refusal on a page: `error: …`, in the error style.
    static func errorLine(_ failure: Any) -> HTML {
        .tag("p", [HTML.Attribute("class", "error")], [.text("error: \(failure)")])
    }

    /// The path of `link` (`mosaic://feed` → `/feed`).
    func path(of link: String) -> String {
        "/" + link.dropFirst(app.links.scheme.count + 3)
    }

    /// The link of the page at `path` (`/feed` → `mosaic://feed`).
    func link(of path: Substring) -> String {
        "\(app.links.scheme)://\(path.dropFirst())"
    }

    /// The page of the screen shown: the tabs, the failures to show, the screen's own content,
    /// and — while it loads — a script that reloads the page once its work has ended (without
    /// JavaScript, a reload does). Its status is the first failure's (``status(of:)``), else 200.
    func screen(_ shown: ShownScreens, refusal: ModuleFailure? = nil) -> HTTPResponse {
        let here = path(of: shown.link ?? "")
        var content: [HTML] = [tabBar(shown)]
        guard let top = shown.topmost?.module else {
            return Self.page(
                500, title: "error", content + [Self.errorLine("nothing is shown")], style: style)
        }
        let failures = failuresToShow(shown, refusal: refusal)
        content += failures.map(Self.errorLine)
        if let view = top.view as? any WebView {
            content += view.body(on: WebPage(path: here, token: token))
        } else {
            content.append(Self.errorLine("this screen cannot be shown in a browser"))
        }
        if shown.isLoading {
            content.append(.tag("p", [HTML.Attribute("class", "loading")], [.text("Loading…")]))
        }
        let status = failures.first.map(Self.status) ?? 200
        return Self.page(
            status, title: top.context.deeplinkSegments?.first ?? app.links.scheme, content,
            script: shown.isLoading ? Self.reloadWhenIdle : nil, style: style)
    }

    /// The page of a step that failed before anything was shown (a link that opens nothing, a
    /// screen that could not load and was left): the tabs and the failures.
    func failure(_ shown: ShownScreens) -> HTTPResponse {
        let failures = failuresToShow(shown, refusal: nil)
        let status = failures.first.map(Self.status) ?? 500
        return Self.page(
            status, title: status == 404 ? "not found" : "error",
            [tabBar(shown)] + failures.map(Self.errorLine), style: style)
    }

    /// A refusal, then the step's failures, then the screen's load failure if not among them: a
    /// page shows its screen's failure each time it is shown.
    private func failuresToShow(_ shown: ShownScreens, refusal: ModuleFailure?) -> [ModuleFailure] {
        var failures = [refusal].compactMap { $0 } + shown.failures
        if let failure = shown.loadFailure, !failures.contains(failure) { failures.append(failure) }
        return failures
    }

    /// The look of what the host writes: the page's column, the tabs apart, buttons beside what
    /// they act on, the error and loading lines. An app's views style their own classes
    /// (``WebShell/Options/style``). (Like a script's, a style's text is not decoded: it holds
    /// none of the five characters page text escapes.)
    static let hostStyle = """
        body { font-family: system-ui, sans-serif; max-width: 42em; margin: 1em auto; padding: 0 1em }
        nav { display: flex; gap: 1.5em; border-bottom: 1px solid #ccc; padding-bottom: 0.5em }
        nav a[aria-current] { font-weight: bold }
        li { margin: 0.4em 0 }
        form { display: inline; margin-left: 0.4em }
        .error { color: #b00020 }
        .loading { color: #666 }
        """

    /// Reloads the page once the session's screen has nothing left to load (`/_wait` answers then).
    /// A script's text is not decoded by the browser: it holds none of the five characters page
    /// text escapes (its string is quoted with backticks).
    static let reloadWhenIdle = "fetch(`/_wait`).then(function () { location.reload() })"

    /// The tabs, each a link to its root's page, the one `shown` is in marked as the current
    /// page — none while its screens are presented over the tab's stack (they are no tab's).
    func tabBar(_ shown: ShownScreens) -> HTML {
        let selected = shown.isPresented ? nil : shown.selectedTab
        return .tag(
            "nav", [],
            app.navigator.tabs.enumerated().map { index, tab in
                let link = (try? app.links.link(for: [tab.root])).map { path(of: $0) } ?? "/"
                let attributes =
                    index == selected
                    ? [HTML.Attribute("href", link), HTML.Attribute("aria-current", "page")]
                    : [HTML.Attribute("href", link)]
                return .tag("a", attributes, [.text(tab.name)])
            })
    }

    /// A whole page: `content` under `title`, with the host's look and the app's (`style`), and
    /// `script` after it, answered with `status`. Its `Content-Security-Policy` lets it load and
    /// run only what it holds: its style and script, named by a nonce made for this answer, its
    /// photos and its wait from this server, its forms posted here; no other site may frame it.
    static func page(
        _ status: Int, title: String, _ content: [HTML], script: String? = nil, style: String
    ) -> HTTPResponse {
        let nonce = WebSession.randomText()
        let scripts = script.map { [HTML.tag("script", [HTML.Attribute("nonce", nonce)], [.text($0)])] } ?? []
        let document = HTML.tag(
            "html", [HTML.Attribute("lang", "en")],
            [
                .tag(
                    "head", [],
                    [
                        .tag("meta", [HTML.Attribute("charset", "utf-8")]),
                        .tag(
                            "meta",
                            [
                                HTML.Attribute("name", "viewport"),
                                HTML.Attribute("content", "width=device-width"),
                            ]),
                        .tag("title", [], [.text(title)]),
                        .tag(
                            "style", [HTML.Attribute("nonce", nonce)],
                            [.text(style.isEmpty ? hostStyle : hostStyle + "\n" + style)]),
                    ]),
                .tag("body", [], content + scripts),
            ])
        return HTTPResponse(
            status: status,
            headers: [
                ("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"),
                ("Content-Security-Policy", Self.policy(nonce: nonce)),
            ],
            body: Array(("<!doctype html>\n" + document.markup).utf8))
    }

    /// What a page may load and run: nothing, but its own style and script (`nonce`), images
    /// and the wait for its load from this server, forms posted to it; framed by no one.
    static func policy(nonce: String) -> String {
        "default-src 'none'; style-src 'nonce-\(nonce)'; script-src 'nonce-\(nonce)'; img-src 'self'; "
            + "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    }

    /// A redirect to the page at `path`, which the browser then asks for.
    static func redirect(to path: String) -> HTTPResponse {
        HTTPResponse(status: 303, headers: [("Location", path)])
    }

    /// The HTTP status that answers `failure`.
    static func status(of failure: ModuleFailure) -> Int {
        switch failure.kind {
        case .notFound: 404
        case .unavailable: 503
        case .refused: 409
        case .invalid: 400
        }
    }
}
