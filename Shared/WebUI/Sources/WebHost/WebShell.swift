import HTTPServer
import ModuleKit
import WebUI

/// Shows an app's modules in web browsers: every screen is a page at its link's path
/// (`/feed/post/p1` shows the stack of `mosaic://feed/post/p1`), so the browser's back, forward,
/// reload and bookmarks work; what a screen offers are forms that post to its page, each the
/// same typed action the terminal sends, answered by a redirect to the page now shown (no
/// resubmission on reload). Each browser has a session — its own modules and navigator, made by
/// the app's composition root — found by a cookie; its forms carry the session's token.
@MainActor
public final class WebShell {
    /// How sessions are kept and how long a page waits for its screen's load.
    public struct Options: Sendable {
        /// Sessions open at once, at most (a new one past it ends the least recently used).
        public var sessionLimit = 256
        /// How long an idle session lives.
        public var sessionLifetime: Duration = .seconds(30 * 60)
        /// How long a page waits for its screen's load before it shows the screen loading.
        public var loadWait: Duration = .milliseconds(150)
        /// How long a wait for a loading screen (`/_wait`) lasts at most.
        public var changeWait: Duration = .seconds(20)
        /// The names a request's `Host` may give (its port apart), or nil for any. A server on the
        /// loopback address answers to its own names only: a page of another site whose name was
        /// pointed at 127.0.0.1 (DNS rebinding) is refused, and gets no session.
        public var hostNames: Set<String>?

        /// The defaults.
        public init() {}
    }

    private let options: Options
    private let sessions: WebSessions
    static let cookie = "mosaic-session"

    /// A shell whose sessions each get an app from `makeApp`.
    public init(options: Options = Options(), makeApp: @escaping @MainActor () throws -> WebApp) {
        self.options = options
        sessions = WebSessions(
            limit: options.sessionLimit, lifetime: options.sessionLifetime, makeApp: makeApp)
    }

    /// How many sessions are open.
    public var sessionCount: Int { sessions.count }

    /// Ends every session: their modules close.
    public func endAll() { sessions.endAll() }

    /// Waits until what people asked in every session is done (a like being saved), then ends
    /// every session — what a server does before it stops — and returns the modules still alive
    /// after they all closed: the leaks (none, when every module keeps its promises).
    public func finish() async -> [ModuleSource] {
        let apps = sessions.apps
        for app in apps { await app.modules.askedWorkEnded() }
        sessions.endAll()
        var leaks: [ModuleSource] = []
        for app in apps { leaks += await app.modules.idle() }
        return leaks
    }

    /// The response to `request`.
    public func respond(to request: HTTPRequest) async -> HTTPResponse {
        // (An HTTP/1.0 request may name no host: no browser sends one so.)
        if let names = options.hostNames, let field = request.header("Host") {
            let name = Self.hostName(field)
            guard names.contains(name) else {
                let named = names.sorted().joined(separator: " and ")
                return page(
                    403, title: "forbidden",
                    [.tag("p", [], [.text("error: this server answers to \(named) only, not '\(name)'")])])
            }
        }
        if let session = sessions.existing(id: request.cookie(Self.cookie), now: .now) {
            return await respond(to: request, in: session)
        }
        // Only a page starts a session: a form or a wait from a browser with none (an ended
        // session's, a forged one) is answered without building an app for it.
        switch (request.method, request.path) {
        case ("POST", _): return forbidden
        case (_, "/_wait"): return HTTPResponse(status: 204)
        case ("GET", _), ("HEAD", _): break
        default: return methodNotAllowed
        }
        let session: WebSession
        do {
            session = try sessions.start(now: .now)
        } catch {
            return page(
                500, title: "error", [.tag("p", [], [.text("error: cannot start a session: \(error)")])])
        }
        var response = await respond(to: request, in: session)
        response.headers.append(
            ("Set-Cookie", "\(Self.cookie)=\(session.id); Path=/; HttpOnly; SameSite=Lax"))
        return response
    }

    private func respond(to request: HTTPRequest, in session: WebSession) async -> HTTPResponse {
        let app = session.app
        switch (request.method, request.path) {
        case ("GET", "/"), ("HEAD", "/"):
            guard let first = app.navigator.tabs.first, let link = try? app.router.link(for: [first.root])
            else {
                return page(
                    404, title: "not found", [.tag("p", [], [.text("error: this app has no screens")])])
            }
            return redirect(to: path(of: link, in: app))
        case ("GET", "/_wait"):
            await waitUntilShownScreenIsIdle(app, limit: options.changeWait)
            return HTTPResponse(status: 204)
        case ("GET", _), ("HEAD", _):
            return await session.turns.take {
                if let failure = show(request.path, in: app) { return notFound(failure, session: session) }
                await waitUntilShownScreenIsIdle(app, limit: options.loadWait)
                return screenPage(session)
            }
        case ("POST", _):
            return await session.turns.take { await post(request, in: session) }
        default:
            return methodNotAllowed
        }
    }

    /// The name in a `Host` field, without its port, in lower case (`LocalHost:8080` → `localhost`,
    /// `[::1]:80` → `[::1]`).
    static func hostName(_ field: String) -> String {
        let name =
            field.hasPrefix("[")
            ? field.prefix { $0 != "]" } + (field.contains("]") ? "]" : "")
            : field.prefix { $0 != ":" }
        return name.lowercased()
    }

    private var methodNotAllowed: HTTPResponse { HTTPResponse.text(405, "GET, HEAD and POST only\n") }

    private var forbidden: HTTPResponse {
        page(
            403, title: "forbidden",
            [.tag("p", [], [.text("error: this form is not from this session; reload the page")])])
    }

    // MARK: Pages

    /// Shows the stack of the page at `path`, unless it is shown already; the router's error when
    /// the path is no link.
    private func show(_ path: Substring, in app: WebApp) -> ModuleError? {
        let link = "\(app.router.scheme)://\(path.dropFirst())"
        if let shown = try? app.router.link(for: app.navigator.visibleStack.map(\.context)), shown == link {
            return nil
        }
        do {
            _ = try app.navigator.open(link, router: app.router)
            return nil
        } catch {
            return error
        }
    }

    /// The path of `link` (`mosaic://feed` → `/feed`).
    private func path(of link: String, in app: WebApp) -> String {
        "/" + link.dropFirst(app.router.scheme.count + 3)
    }

    /// The page of the screen shown: the tabs, the screen's own content, and — while it loads —
    /// a script that reloads the page once its work has ended (without JavaScript, a reload does).
    private func screenPage(_ session: WebSession, refusal: String? = nil, status: Int = 200) -> HTTPResponse
    {
        let app = session.app
        let link = (try? app.router.link(for: app.navigator.visibleStack.map(\.context))) ?? ""
        let here = path(of: link, in: app)
        var content: [HTML] = [tabBar(app)]
        guard let top = app.navigator.top else {
            return page(500, title: "error", content + [.tag("p", [], [.text("error: nothing is shown")])])
        }
        for failure in [refusal].compactMap({ $0 }) + app.failures.take() {
            content.append(.tag("p", [HTML.Attribute("class", "error")], [.text("error: \(failure)")]))
        }
        if let failure = top.module.loadFailure {
            content.append(.tag("p", [HTML.Attribute("class", "error")], [.text("error: \(failure)")]))
        }
        if let view = top.module.view as? any WebView {
            content += view.body(on: WebPage(path: here, token: session.token))
        } else {
            content.append(.tag("p", [], [.text("error: this screen cannot be shown in a browser")]))
        }
        if top.module.isWorking {
            content.append(.tag("p", [HTML.Attribute("class", "loading")], [.text("Loading…")]))
            content.append(.tag("script", [], [.text(Self.reloadWhenIdle)]))
        }
        return page(status, title: top.module.context.deeplinkSegments?.first ?? "mosaic", content)
    }

    /// The pages' look: tabs apart, buttons beside what they act on. (Like a script's, a style's
    /// text is not decoded: it holds none of the five characters page text escapes.)
    static let style = """
        body { font-family: system-ui, sans-serif; max-width: 42em; margin: 1em auto; padding: 0 1em }
        nav { display: flex; gap: 1.5em; border-bottom: 1px solid #ccc; padding-bottom: 0.5em }
        nav a[aria-current] { font-weight: bold }
        li { margin: 0.4em 0 }
        form { display: inline; margin-left: 0.4em }
        .likes { color: #b03060 }
        .error { color: #b00020 }
        .loading { color: #666 }
        """

    /// Reloads the page once the session's screen has nothing left to load (`/_wait` answers then).
    /// A script's text is not decoded by the browser: it holds none of the five characters page
    /// text escapes (its string is quoted with backticks).
    static let reloadWhenIdle = "fetch(`/_wait`).then(function () { location.reload() })"

    private func tabBar(_ app: WebApp) -> HTML {
        .tag(
            "nav", [],
            app.navigator.tabs.enumerated().map { index, tab in
                let link = (try? app.router.link(for: [tab.root])).map { path(of: $0, in: app) } ?? "/"
                let attributes =
                    index == app.navigator.selectedTab
                    ? [HTML.Attribute("href", link), HTML.Attribute("aria-current", "page")]
                    : [HTML.Attribute("href", link)]
                return .tag("a", attributes, [.text(tab.name)])
            })
    }

    private func notFound(_ error: ModuleError, session: WebSession) -> HTTPResponse {
        page(
            404, title: "not found",
            [tabBar(session.app), .tag("p", [HTML.Attribute("class", "error")], [.text("error: \(error)")])])
    }

    private func page(_ status: Int, title: String, _ content: [HTML]) -> HTTPResponse {
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
                        .tag("style", [], [.text(Self.style)]),
                    ]),
                .tag("body", [], content),
            ])
        return HTTPResponse(
            status: status,
            headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
            body: Array(("<!doctype html>\n" + document.markup).utf8))
    }

    private func redirect(to path: String) -> HTTPResponse {
        HTTPResponse(status: 303, headers: [("Location", path)])
    }

    // MARK: Actions

    /// A form posted to a page: the token checked, the page's stack shown, the top screen's work
    /// run, then a redirect to the page shown now.
    private func post(_ request: HTTPRequest, in session: WebSession) async -> HTTPResponse {
        let form: FormFields
        do {
            form = try FormFields(parsing: String(decoding: request.body, as: UTF8.self))
        } catch {
            return page(400, title: "bad request", [.tag("p", [], [.text("error: \(error)")])])
        }
        guard form["token"] == session.token else { return forbidden }
        let app = session.app
        if let failure = show(request.path, in: app) { return notFound(failure, session: session) }
        guard let top = app.navigator.top, let view = top.module.view as? any WebView else {
            return page(
                409, title: "error", [.tag("p", [], [.text("error: this screen takes no action here")])])
        }
        let work: WebWork
        do {
            work = try view.work(for: form)
        } catch {
            return screenPage(session, refusal: error.reason, status: 409)
        }
        let run = work.run
        let outcome = Outcome()
        let attempt: @MainActor @Sendable () async -> Void = {
            do throws(ActionRefused) { try await run() } catch { outcome.refusal = error.reason }
        }
        await (work.navigates ? top.module.work.task(attempt) : top.module.work.enqueue(attempt)).value
        if let refusal = outcome.refusal { return screenPage(session, refusal: refusal, status: 409) }
        let link = (try? app.router.link(for: app.navigator.visibleStack.map(\.context))) ?? ""
        return redirect(to: path(of: link, in: app))
    }

    // MARK: Waiting

    /// Waits until the screen shown has no work of its own in flight, or `limit` passes — by the
    /// host contract (``ModuleManager/observeChanges(_:)``), not by polling.
    private func waitUntilShownScreenIsIdle(_ app: WebApp, limit: Duration) async {
        guard app.navigator.top?.module.isWorking == true else { return }
        let deadline = ContinuousClock.now + limit
        while app.navigator.top?.module.isWorking == true, ContinuousClock.now < deadline {
            await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
                let once = Once(resumed)
                let subscription = app.modules.observeChanges { _ in once.resume() }
                let timer = Task { @MainActor in
                    try? await Task.sleep(until: deadline)
                    once.resume()
                }
                // Whichever comes first ends the other: no timer sleeps on after a change.
                once.onResume {
                    subscription.cancel()
                    timer.cancel()
                }
            }
        }
    }
}

/// What a screen's work said: its refusal, if it refused.
@MainActor
private final class Outcome {
    var refusal: String?
}

/// A continuation resumed once, whoever asks first.
@MainActor
private final class Once {
    private var continuation: CheckedContinuation<Void, Never>?
    private var cleanup: (() -> Void)?

    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }

    func onResume(_ cleanup: @escaping () -> Void) { self.cleanup = cleanup }

    func resume() {
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume()
        cleanup?()
        cleanup = nil
    }
}
