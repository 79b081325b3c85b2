/// A value that threads share, read and written under a lock (a ``SystemLock``: why not
/// `Synchronization.Mutex` is said there).
final class Locked<Value>: @unchecked Sendable {
    // `value` is touched under `lock` only: hence unchecked.
    private let lock = SystemLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// The result of `body`, run with the value while no other thread touches it.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
