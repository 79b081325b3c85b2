/// One request at a time, in the order they came: a session's pages and forms take turns, so
/// that a page always shows the stack its own link opened — a second tab's request waits while
/// the first one's screen loads, instead of switching the screens under it.
@MainActor
final class Turns {
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// `work`'s result, run once every turn asked for before it has ended.
    func take<Result>(_ work: () async -> Result) async -> Result {
        if taken {
            await withCheckedContinuation { waiting.append($0) }  // handed over by the turn before
        } else {
            taken = true
        }
        defer {
            if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
        }
        return await work()
    }
}
