/// Returns when `task` ended or `limit` passed, whichever comes first — without waiting for the
/// other (a task group would wait for both): how a session shows a quick command done and lets
/// a slow one go on. Returns whether the task ended.
@MainActor
@discardableResult
func waitForEnd<Success: Sendable>(of task: Task<Success, Never>, atMost limit: Duration) async -> Bool {
    let waiter = FirstOfTwo()
    return await withCheckedContinuation { continuation in
        waiter.continuation = continuation
        Task { @MainActor in
            _ = await task.value
            waiter.resume(ended: true)
        }
        Task { @MainActor in
            try? await Task.sleep(for: limit)
            waiter.resume(ended: false)
        }
    }
}

/// Resumes a continuation once, for whichever of two tasks ends first.
@MainActor
private final class FirstOfTwo {
    var continuation: CheckedContinuation<Bool, Never>?

    func resume(ended: Bool) {
        continuation?.resume(returning: ended)
        continuation = nil
    }
}
