import Locks
import TestSupport
import Testing

/// The README's example, compiled and run.
@Suite struct ReadmeExampleTests {
    @Test func theReadmesQueueHandsEachJobToTheThreadWaitingForIt() async {
        // snippet: locks-readme
        let jobs = Locked<[String]>([])
        // A thread of its own takes each job as it comes, blocking (never spinning) while none is there.
        async let done = offThePool {
            (1...2).map { _ in jobs.withLock(whenReady: { !$0.isEmpty }) { $0.removeFirst() } }
        }
        jobs.withLock { $0.append("resize") }  // from any thread or task
        jobs.withLock { $0.append("draw") }
        // end
        #expect(await done == ["resize", "draw"])
    }
}
