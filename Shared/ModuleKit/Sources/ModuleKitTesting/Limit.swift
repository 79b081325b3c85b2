import ModuleKitCore

/// Runs `work` and waits for it at most `limit`: its result, or `nil` when the limit passed
/// first — the work then goes on, and no one waits for it. The wait suspends; it holds no thread.
@MainActor
func within<Result: Sendable>(_ limit: Duration, _ work: @escaping @MainActor () async -> Result) async
    -> Result?
{
    let race = Race<Result>()
    return await withCheckedContinuation { continuation in
        race.continuation = continuation
        race.timer = Task { @MainActor in
            try? await Task.sleep(for: limit)
            race.end(nil)
        }
        Task { @MainActor in race.end(await work()) }
    }
}

/// Who ends a wait first: the work, or the limit.
@MainActor
private final class Race<Result: Sendable> {
    var continuation: CheckedContinuation<Result?, Never>?
    var timer: Task<Void, Never>?

    /// Ends the wait with `result` (`nil`: the limit passed), once.
    func end(_ result: Result?) {
        guard let continuation else { return }
        self.continuation = nil
        timer?.cancel()
        continuation.resume(returning: result)
    }
}

/// What a harness throws when a wait reached its limit, after the test's failure that names what
/// still runs: it ends the test.
public struct LimitReached: Error, CustomStringConvertible {
    /// What it says.
    public var description: String {
        "a wait reached the harness's limit (the failure above names what still ran)"
    }
}
