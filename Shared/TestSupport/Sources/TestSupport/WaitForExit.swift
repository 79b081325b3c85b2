#if os(macOS) || os(Linux) || os(Windows)
    import Foundation

    /// Waits on the calling thread — one of ``offThePool(_:)``'s, never the pool's — until
    /// `process` has exited. Foundation's `waitUntilExit()` spins a run loop on the waiting
    /// thread, which ThreadSanitizer's runtime crashed in once in CI (a SEGV inside
    /// `_CFRunLoopFinished`, not a race); a poll of `isRunning` needs no run loop.
    public func waitForExit(_ process: Process) {
        while process.isRunning { usleep(5_000) }
    }
#endif
