import Foundation

/// `work`'s result, computed on a thread of its own while the calling task waits without holding
/// one. A test that waits for a child process or a socket must not block a thread of the
/// concurrency pool: the pool has as many threads as the machine has cores (two, on CI), and
/// every other test's tasks run on them — a few tests blocked at once would stall the rest for as
/// long as they wait (under Thread Sanitizer, past a server's 30-second idle timeout).
///
/// ```swift
/// let status = try await offThePool { try runAndWait(process) }
/// ```
public func offThePool<Value: Sendable, Failure: Error>(
    _ work: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result = await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
        Thread { continuation.resume(returning: Result { () throws(Failure) in try work() }) }.start()
    }
    return try result.get()
}
