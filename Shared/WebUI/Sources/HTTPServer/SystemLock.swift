#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A POSIX mutex with its condition variable: what the server's threads share state and wait
/// under. The platform's own (Foundation's `NSLock` and `NSCondition` are these, and would link
/// all of Foundation — its international data too — into every app that serves, and slow every
/// start of it); not `Synchronization.Mutex`, which on Linux waits through futex calls that
/// Thread Sanitizer does not see as synchronisation, so every access under it would read as a
/// race (.ci/tsan-suppressions.txt), and a server's state is exactly where a real race must show.
final class SystemLock: @unchecked Sendable {
    // Allocated once and never moved, as POSIX requires; used through the calls below only.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Unlocks, waits until signalled (or woken spuriously: wait in a loop on a condition), and
    /// locks again. Called with the lock held.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes one thread waiting in ``wait()``.
    func signal() { pthread_cond_signal(condition) }
}
