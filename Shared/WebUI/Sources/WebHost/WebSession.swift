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
    /// Where it is in its life.
    var life = Life.new
    /// Its pages' and forms' turns.
    let turns = Turns()

    /// A session's life.
    enum Life: Equatable {
        /// Made for a request whose browser has not come back with its cookie yet: a session
        /// asked once only (a client that keeps no cookie, a flood of them) is the first to end
        /// when a new one needs room.
        case new
        /// Its browser came back with its cookie.
        case cameBack
        /// It ended (expired, or made room for a new one): its modules are closed, and a page it
        /// was making when it ended is not shown.
        case ended
    }

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
