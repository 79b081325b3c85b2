#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that threads share, read and written under a lock; a thread may also wait, without
/// spinning, until the value is ready for it (a queue holds a job, a flag is set).
///
/// ```swift
/// let jobs = Locked<[Job]>([])
/// jobs.withLock { $0.append(job) }                              // any thread
/// let next = jobs.withLock(whenReady: { !$0.isEmpty }) { $0.removeFirst() }   // waits for one
/// ```
///
/// The one lock of the family, on POSIX's mutex and condition variable: Thread Sanitizer sees
/// them, so a real race under it is reported and none is suppressed. (`Synchronization.Mutex`
/// waits through futex calls on Linux that the sanitizer does not see: every access under it read
/// as a race. Foundation's `NSLock` is this same mutex, and would bring all of Foundation.)
public final class Locked<Value>: @unchecked Sendable {
    // `value` is touched with `mutex` held only: hence unchecked. The mutex and the condition are
    // allocated once and never moved, as POSIX requires.
    private var value: Value
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// How many threads wait in ``withLock(whenReady:_:)``: none, and a change wakes nobody.
    private var waiting = 0

    /// `value`, shared from now on.
    public init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// The result of `body`, run with the value while no other thread touches it. A thread
    /// waiting for the value to be ready looks again afterwards.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer {
            if waiting > 0 { pthread_cond_broadcast(changed) }
            pthread_mutex_unlock(mutex)
        }
        return try body(&value)
    }

    /// Waits — blocking this thread, never spinning — until `isReady` says the value is, then
    /// returns the result of `body`, run with it before any other thread touches it again. Call
    /// it from a thread of its own, never from the concurrency pool's.
    public func withLock<Result>(whenReady isReady: (Value) -> Bool, _ body: (inout Value) throws -> Result)
        rethrows -> Result
    {
        pthread_mutex_lock(mutex)
        defer {
            if waiting > 0 { pthread_cond_broadcast(changed) }
            pthread_mutex_unlock(mutex)
        }
        while !isReady(value) {
            waiting += 1
            pthread_cond_wait(changed, mutex)
            waiting -= 1
        }
        return try body(&value)
    }
}
