import Locks
import TestSupport
import Testing

// The threads here block on the lock: each runs off the concurrency pool (TestSupport).
@Suite struct LockedTests {
    @Test func threadsChangingTheValueTogetherLoseNoChange() async {
        let count = Locked(0)
        let add = { @Sendable in for _ in 0..<10_000 { count.withLock { $0 += 1 } } }
        async let first: Void = offThePool(add)
        async let second: Void = offThePool(add)
        async let third: Void = offThePool(add)
        _ = await (first, second, third)
        #expect(count.withLock { $0 } == 30_000)
    }

    @Test func aThreadWaitsUntilTheValueIsReadyAndTakesItFirst() async {
        let queue = Locked<[Int]>([])
        async let taken = offThePool {
            (0..<3).map { _ in queue.withLock(whenReady: { !$0.isEmpty }) { $0.removeFirst() } }
        }
        for job in 1...3 { queue.withLock { $0.append(job) } }
        #expect(await taken == [1, 2, 3])
        #expect(queue.withLock { $0.isEmpty })
    }

    @Test func aValueReadyAlreadyIsTakenWithoutWaiting() {
        let flag = Locked(true)
        flag.withLock(whenReady: { $0 }, { $0.toggle() })
        #expect(flag.withLock { $0 } == false)
    }
}
