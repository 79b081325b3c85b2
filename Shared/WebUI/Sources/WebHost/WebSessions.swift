import ModuleKitCore

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

    /// Resumes the open session whose cookie is `id`, if there is one — marked used now and
    /// come back — after ending the sessions that expired.
    func resume(id: String?, now: ContinuousClock.Instant) -> WebSession? {
        expire(now: now)
        guard let id, let session = sessions[id] else { return nil }
        session.lastUse = now
        session.life = .cameBack
        return session
    }

    /// A new session, its app started; past the limit, the least recently used one ends first —
    /// of those whose browser never came back, if any: a flood of cookie-less requests ends its
    /// own sessions, not the ones people are using.
    func start(now: ContinuousClock.Instant) throws -> WebSession {
        expire(now: now)
        if sessions.count >= limit {
            let candidates = sessions.values.filter { $0.life == .new }
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
        session.life = .ended
        // Its recording, if any, ends with its last step.
        session.app.session.end()
        session.app.navigator.closeAll()
        // The app's routing listeners hold its navigator, which holds its modules: without this
        // the ended session's whole app would stay in memory.
        session.app.modules.removeListeners()
    }
}
