import HTTPServer
import HiddenCharacters
import ModuleKitCore
import WebUI

/// Shows an app's modules in web browsers: every screen is a page at its link's path
/// (`/feed/post/p1` shows the stack of `mosaic://feed/post/p1`), so the browser's back, forward,
/// reload and bookmarks work; what a screen offers are forms that post to its page, each the
/// same typed action the terminal sends, answered by a redirect to the page now shown (no
/// resubmission on reload). Each browser has a session — its own modules and navigator, made by
/// the app's composition root — found by a cookie; its forms carry the session's token.
@MainActor
public final class WebShell {
    /// How sessions are kept. (How long a page waits for its screen's load is each session's
    /// ``HostSession/grace``, set where the app is made.)
    public struct Options: Sendable {
        /// Sessions open at once, at most (a new one past it ends the least recently used).
        public var sessionLimit = 256
        /// How long an idle session lives.
        public var sessionLifetime: Duration = .seconds(30 * 60)
        /// How long a wait for a loading screen (`/_wait`) lasts at most.
        public var changeWait: Duration = .seconds(20)
        /// The names a request's `Host` may give (its port apart), or nil for any. A server on the
        /// loopback address answers to its own names only: a page of another site whose name was
        /// pointed at 127.0.0.1 (DNS rebinding) is refused, and gets no session.
        public var hostNames: Set<String>?
        /// The server's own folders (its data), which no page names: a path in one is shown by
        /// what follows the folder (`settings.json`), the folder itself as `the server folder`.
        public var privateFolders: [String] = []
        /// Style rules of the app's own, written on every page after the host's (which lay out
        /// the page, the tabs, the buttons, the error and loading lines): the look of the classes
        /// its views write (`ul.grid { display: grid }`). None by default. Like the host's, its
        /// text holds none of `<`, `>`, `&`, `"` and `'`: a page writes it as it is.
        public var style = ""

        /// The defaults.
        public init() {}
    }

    let options: Options
    private let files: (any WebFiles)?
    private let sessions: WebSessions
    static let cookie = "mosaic-session"

    /// A shell whose sessions each get an app from `makeApp`, serving `files` beside the pages.
    public init(
        options: Options = Options(), files: (any WebFiles)? = nil,
        makeApp: @escaping @MainActor () throws -> WebApp
    ) {
        self.options = options
        self.files = files
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
        for app in apps { leaks += await app.modules.reachIdlePoint() }
        return leaks
    }

    /// The response to `request`.
    public func respond(to request: HTTPRequest) async -> HTTPResponse {
        withholdingPrivateFolders(await answer(request))
    }

    private func answer(_ request: HTTPRequest) async -> HTTPResponse {
        // (An HTTP/1.0 request may name no host: no browser sends one so.)
        if let names = options.hostNames, let field = request.header("Host") {
            let name = Self.hostName(field)
            guard names.contains(name) else {
                let named = names.sorted().joined(separator: " and ")
                let refusal = "this server answers to \(named) only, not '\(name.quotedInMessage)'"
                return page(403, title: "forbidden", [SessionPages.errorLine(refusal)])
            }
        }
        if let files, request.method == "GET" || request.method == "HEAD", files.serves(request.path),
            let response = await files.respond(to: request)
        {
            return response
        }
        if let session = sessions.resume(id: request.cookie(Self.cookie), now: .now) {
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
            return page(500, title: "error", [SessionPages.errorLine("cannot start a session: \(error)")])
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
            guard let link = app.firstLink else {
                return page(404, title: "not found", [SessionPages.errorLine("this app has no screens")])
            }
            return SessionPages.redirect(to: SessionPages(session, style: options.style).path(of: link))
        case ("GET", "/_wait"):
            await app.session.waitUntilShownIsIdle(limit: options.changeWait)
            return HTTPResponse(status: 204)
        case ("GET", _), ("HEAD", _):
            return await unlessEnded(session, session.turns.inTurn { await get(request.path, in: session) })
        case ("POST", _):
            return await unlessEnded(session, session.turns.inTurn { await post(request, in: session) })
        default:
            return methodNotAllowed
        }
    }

    /// `response`, unless its session ended while it was made — more new sessions at once than
    /// the limit, and this one the oldest never come back to: its screens closed half-way, so the
    /// page would show nothing true. The browser is told to try again; its next request starts
    /// a new session. (What it posted was run, or refused, as the session ended.)
    private func unlessEnded(_ session: WebSession, _ response: HTTPResponse) -> HTTPResponse {
        guard session.life == .ended else { return response }
        var ended = page(
            503, title: "session ended",
            [
                SessionPages.errorLine(
                    "this session ended while its page was made (too many new sessions at once); reload")
            ])
        ended.headers.append(("Retry-After", "1"))
        return ended
    }

    /// `response` with every private folder's path taken out of its text (a file's bytes kept).
    private func withholdingPrivateFolders(_ response: HTTPResponse) -> HTTPResponse {
        let type = response.headers.first { $0.name.lowercased() == "content-type" }?.value
        guard !options.privateFolders.isEmpty, type?.hasPrefix("text/") == true else { return response }
        let text = String(decoding: response.body, as: UTF8.self)
        var withheld = text
        // The longest first (a folder inside another goes whole); `/` alone would take every path apart.
        for folder in options.privateFolders.filter({ $0.count > 1 }).sorted(by: { $0.count > $1.count }) {
            for spelled in Set([folder, HTML.escape(folder)]) {
                withheld = withheld.replacing(spelled + "/", with: "").replacing(
                    spelled, with: "the server folder")
            }
        }
        guard withheld != text else { return response }
        var answer = response
        answer.body = Array(withheld.utf8)
        return answer
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

    var methodNotAllowed: HTTPResponse { HTTPResponse.text(405, "GET, HEAD and POST only\n") }

    var forbidden: HTTPResponse {
        page(
            403, title: "forbidden",
            [SessionPages.errorLine("this form is not from this session; reload the page")])
    }

    /// A page of the shell's own (a refusal, an error), in the host's look and the app's.
    func page(_ status: Int, title: String, _ content: [HTML]) -> HTTPResponse {
        SessionPages.page(status, title: title, content, style: options.style)
    }
}
