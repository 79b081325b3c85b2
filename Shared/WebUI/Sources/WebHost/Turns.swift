/// One request at a time, in the order they came: a session's pages and forms take turns, so
/// that a page always shows the stack its own link opened — a second tab's request waits while
/// the first one's screen loads, instead of switching the screens under it.
@MainActor
final class Turns {
    /// The turns asked for while one runs, in order; `nil` when none runs.
    private var waiting: [CheckedContinuation<Void, Never>]?

    /// Runs `work` in its turn — once every turn asked for before it has ended — and returns
    /// its result.
    func inTurn<Result>(_ work: () async -> Result) async -> Result {
        if waiting != nil {
            await withCheckedContinuation { waiting?.append($0) }  // handed over by the turn before
        } else {
            waiting = []
        }
        defer {
            if waiting?.isEmpty ?? true { waiting = nil } else { waiting?.removeFirst().resume() }
        }
        return await work()
    }
}
