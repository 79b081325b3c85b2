import Foundation

/// A value that threads share, read and written under a lock. An `NSLock` rather than
/// `Synchronization.Mutex`: on Linux this toolchain's Mutex waits through futex calls that
/// Thread Sanitizer does not see as synchronisation, so every access under it reads as a race
/// (.ci/tsan-suppressions.txt), and a server's state is exactly where a real race must show.
final class Locked<Value>: @unchecked Sendable {
    // `value` is touched under `lock` only: hence unchecked.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// The result of `body`, run with the value while no other thread touches it.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
