import ModuleKitCore

/// The events of a `ModuleManager` that reached no one, kept as a bounded log: how many there
/// were, and the most recent few as lines (`Settings#2 notificationChanged(likes, false)`). What
/// a developer screen shows to catch a route someone forgot; a long session keeps only `limit`.
/// Built on the manager's one observation sink, as any host's tool would be.
///
/// ```swift
/// let unhandled = UnhandledEventLog(modules: modules)
/// unhandled.count        // 12
/// unhandled.recent       // the last (at most 50) lines, oldest first
/// ```
@MainActor
public final class UnhandledEventLog {
    /// How many lines it keeps.
    public let limit: Int
    /// How many events reached no one since the log was made.
    public private(set) var count = 0
    /// The most recent of them, oldest first: at most ``limit``.
    public var recent: [String] { Array(lines[start...] + lines[..<start]) }
    private var lines: [String] = []
    /// Where the oldest line is, once the log is full.
    private var start = 0

    /// The observation of the manager's unhandled events, while the log lives.
    private var observation: Subscription?

    /// A log of `modules`' unhandled events, keeping the last `limit`. It joins the manager's
    /// observers (`ModuleManager.observe(_:_:)`): any number of logs and traces may watch one
    /// manager.
    public init(modules: ModuleManager, limit: Int = 50) {
        self.limit = max(1, limit)
        observation = modules.observe([.unhandled]) { [weak self] record in
            self?.record("\(record.module ?? "?") \(record.summary)")
        }
    }

    /// Adds a line, forgetting the oldest when the log is full.
    func record(_ line: String) {
        count += 1
        if lines.count < limit {
            lines.append(line)
        } else {
            lines[start] = line
            start = (start + 1) % limit
        }
    }
}
