import Locks

/// The executor of one connection's requests: the connection's own thread runs their jobs. A
/// handler's task starts (and resumes, unless it hops to an actor of its own) here, never waiting
/// for a thread of the shared concurrency pool — which other work (a test blocking on a
/// process, a busy app) can hold, and which a server must not depend on.
final class ConnectionExecutor: TaskExecutor, Sendable {
    private struct Queue {
        var jobs: [UnownedJob] = []
        var finished = false
    }

    private let queue = Locked(Queue())

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { $0.jobs.append(job) }
    }

    /// Says that the work run here has ended: ``runUntilFinished()`` returns.
    func finish() {
        queue.withLock { $0.finished = true }
    }

    /// Runs the jobs enqueued, on the calling thread, until ``finish()``.
    func runUntilFinished() {
        while let job = queue.withLock(
            whenReady: { !$0.jobs.isEmpty || $0.finished }, { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() })
        {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
