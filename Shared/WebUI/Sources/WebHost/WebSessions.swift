import ModuleKit

/// One browser's app: its own modules, navigator and router, built by the app's composition root
/// for each session (the services behind them are shared).
@MainActor
public struct WebApp {
    /// The session's modules.
    public let modules: ModuleManager
    /// What the session shows.
    public let navigator: Navigator
    /// Its links.
    public let router: DeeplinkRouter
    /// What went wrong outside a page's own request — a navigation the app's listeners could not
    /// make — shown as an `error:` line on the next page the session gets.
    public let failures = WebFailures()

    /// An app of `modules` shown by `navigator`, its links read by `router`.
    public init(modules: ModuleManager, navigator: Navigator, router: DeeplinkRouter) {
        self.modules = modules
        self.navigator = navigator
        self.router = router
    }
}

/// Failures a session's next page shows, each once.
@MainActor
public final class WebFailures {
    private var reported: [String] = []

    /// Reports `error`: the next page the session gets shows it as one `error:` line.
    public func report(_ error: Any) {
        reported.append(String(describing: error))
    }

    /// The failures reported since the last page, which no later page shows again.
    func take() -> [String] {
        defer { reported = [] }
        return reported
    }
}

/// A browser session: its app, the id its cookie carries and the token its forms carry.
@MainActor
public final class WebSession {
    /// The cookie's value.
    public let id: String
    /// What every form of the session carries.
    public let token: String
    /// The session's app.
    public let app: WebApp
    /// When it was last asked for something.
    var lastUse: ContinuousClock.Instant
    /// Whether its browser came back with its cookie: a session asked once only (a client that
    /// keeps no cookie, a flood of them) is the first to end when a new one needs room.
    var cameBack = false
    /// Its pages' and forms' turns.
    let turns = Turns()

    init(app: WebApp, now: ContinuousClock.Instant) {
        id = Self.randomText()
        token = Self.randomText()
        self.app = app
        lastUse = now
    }

    /// 128 random bits as hex.
    static func randomText() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let text = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }
}

/// The sessions a web host keeps: at most `limit` (a new one past it replaces the least recently
/// used — one whose browser never came back first), each until it has been idle for `lifetime`.
/// A session that goes closes every module of its app.
@MainActor
final class WebSessions {
    let limit: Int
    let lifetime: Duration
    private let makeApp: @MainActor () throws -> WebApp
    private var sessions: [String: WebSession] = [:]

    init(limit: Int, lifetime: Duration, makeApp: @escaping @MainActor () throws -> WebApp) {
        self.limit = max(1, limit)
        self.lifetime = lifetime
        self.makeApp = makeApp
    }

    /// How many sessions are open.
    var count: Int { sessions.count }

    /// The apps of the open sessions.
    var apps: [WebApp] { sessions.values.map(\.app) }

    /// The open session whose cookie is `id`, if there is one; expired sessions go first.
    func existing(id: String?, now: ContinuousClock.Instant) -> WebSession? {
        expire(now: now)
        guard let id, let session = sessions[id] else { return nil }
        session.lastUse = now
        session.cameBack = true
        return session
    }

    /// A new session, its app started; past the limit, the least recently used one ends first —
    /// of those whose browser never came back, if any: a flood of cookie-less requests ends its
    /// own sessions, not the ones people are using.
    func start(now: ContinuousClock.Instant) throws -> WebSession {
        expire(now: now)
        if sessions.count >= limit {
            let candidates = sessions.values.filter { !$0.cameBack }
            let oldest = (candidates.isEmpty ? Array(sessions.values) : candidates).min {
                $0.lastUse < $1.lastUse
            }
            if let oldest { end(oldest) }
        }
        let session = WebSession(app: try makeApp(), now: now)
        try session.app.navigator.start()
        sessions[session.id] = session
        return session
    }

    /// Ends every session idle for longer than the lifetime.
    func expire(now: ContinuousClock.Instant) {
        for session in sessions.values where now - session.lastUse > lifetime { end(session) }
    }

    /// Ends every session.
    func endAll() {
        for session in sessions.values { end(session) }
    }

    private func end(_ session: WebSession) {
        sessions[session.id] = nil
        session.app.navigator.closeAll()
    }
}
