/// The executor of one connection's requests: the connection's own thread runs their jobs. A
/// handler's task starts (and resumes, unless it hops to an actor of its own) here, never waiting
/// for a thread of the shared concurrency pool — which other work (a test blocking on a
/// process, a busy app) can hold, and which a server must not depend on.
final class ConnectionExecutor: TaskExecutor, @unchecked Sendable {
    // `jobs` and `finished` are read and written under `condition` only: hence unchecked.
    private let condition = SystemLock()
    private var jobs: [UnownedJob] = []
    private var finished = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Says that the work run here has ended: ``runUntilFinished()`` returns.
    func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// Runs the jobs enqueued, on the calling thread, until ``finish()``.
    func runUntilFinished() {
        while true {
            condition.lock()
            while jobs.isEmpty && !finished { condition.wait() }
            if jobs.isEmpty && finished {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
