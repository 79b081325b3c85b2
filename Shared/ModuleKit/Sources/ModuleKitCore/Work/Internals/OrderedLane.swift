/// The order of one module's ordered work (``ModuleWork/ask(_:)``, its load, its refreshes):
/// which operation holds the lane, and which wait for it, in the order they will run.
///
/// The order is decided when an operation is enqueued, never by when its task first runs, so it
/// is the same on both task-start paths: an operation enqueued from inside the operation holding
/// the lane runs right after it (before anything enqueued from elsewhere), the ones it enqueues
/// in the order it enqueues them; anything else goes to the end.
struct OrderedLane {
    private struct Waiting {
        let id: UInt64
        /// The operation that enqueued it while holding the lane, if one did.
        let origin: UInt64?
        /// What the person asked (kept past the module's close), rather than the screen's own.
        let isAsked: Bool
        /// Its task, suspended until its turn; `nil` until the task asks.
        var turn: CheckedContinuation<Void, Never>?
    }

    /// The operation holding the lane: running, or given its turn before its task started.
    private(set) var current: UInt64?
    private var waiting: [Waiting] = []

    /// Whether nothing holds the lane and nothing waits for it.
    var isEmpty: Bool { current == nil && waiting.isEmpty }

    /// Places operation `id`, enqueued from inside operation `origin` (if any).
    mutating func add(_ id: UInt64, from origin: UInt64?, isAsked: Bool) {
        // Alone in the lane: it holds it at once (and a module's load allocates no queue —
        // the row "build → render → close" in docs/PERFORMANCE.md).
        if current == nil, waiting.isEmpty {
            current = id
            return
        }
        guard let origin, origin == current else {
            waiting.append(Waiting(id: id, origin: nil, isAsked: isAsked, turn: nil))
            return
        }
        let place = waiting.prefix { $0.origin == origin }.count
        waiting.insert(Waiting(id: id, origin: origin, isAsked: isAsked, turn: nil), at: place)
    }

    /// Where operation `id` stands when its task asks for its turn.
    enum Turn {
        /// It holds the lane now.
        case now
        /// It waits: park the task with ``park(_:until:)``.
        case later
        /// It was taken out of the lane (cancelled, or its module closed): it never runs.
        case removed
    }

    /// Gives operation `id` the lane when it is free and `id` waits first, and says where `id`
    /// stands then: a claim, not a question — it may take the lane.
    mutating func claimTurn(of id: UInt64) -> Turn {
        if current == id { return .now }
        if current == nil, waiting.first?.id == id {
            current = waiting.removeFirst().id
            return .now
        }
        return waiting.contains { $0.id == id } ? .later : .removed
    }

    /// Parks operation `id`'s task until its turn (or its removal).
    mutating func park(_ id: UInt64, until turn: CheckedContinuation<Void, Never>) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return turn.resume() }
        waiting[index].turn = turn
    }

    /// Operation `id` ended (or will never run): it leaves the lane, and the next one is given
    /// its turn. Returns the parked task to resume, if any.
    mutating func end(_ id: UInt64) -> CheckedContinuation<Void, Never>? {
        if current == id {
            current = nil
        } else if let index = waiting.firstIndex(where: { $0.id == id }) {
            return waiting.remove(at: index).turn
        }
        guard current == nil, !waiting.isEmpty else { return nil }
        let next = waiting.removeFirst()
        current = next.id
        return next.turn
    }

    /// Takes out every waiting operation that is the screen's own (the module closed): what the
    /// person asked stays, in order. Returns the parked tasks to resume, which see their removal.
    mutating func removeScreensOwn() -> [CheckedContinuation<Void, Never>] {
        let removed = waiting.filter { !$0.isAsked }
        waiting.removeAll { !$0.isAsked }
        return removed.compactMap(\.turn)
    }
}
