import Foundation
import TestSupport
import Testing

@Suite struct OffThePoolTests {
    /// More blocked waits than the pool has threads (two on CI), and the pool still runs the task
    /// that ends them. Were the waits on the pool, nothing could end them: each gives up after
    /// 10 s and says so, and the test fails.
    @Test func blockedWaitsLeaveThePoolFree() async {
        let waits = ProcessInfo.processInfo.activeProcessorCount + 2
        let gate = DispatchSemaphore(value: 0)
        await withTaskGroup(of: DispatchTimeoutResult.self) { group in
            for _ in 0..<waits {
                group.addTask { await offThePool { gate.wait(timeout: .now() + 10) } }
            }
            // Work on the pool while every wait holds its thread: a task of its own, then the gate.
            let onThePool = await Task.detached { (1...100).reduce(0, +) }.value
            #expect(onThePool == 5050)
            for _ in 0..<waits { gate.signal() }
            var ended: [DispatchTimeoutResult] = []
            for await result in group { ended.append(result) }
            #expect(ended == Array(repeating: .success, count: waits))
        }
    }

    struct Refused: Error, Equatable { let reason: String }

    /// The work's error reaches the caller as itself, its type kept.
    @Test func aThrownErrorReachesTheCallerTyped() async {
        do {
            let _: Int = try await offThePool { () throws(Refused) -> Int in throw Refused(reason: "no") }
            Issue.record("no error")
        } catch {
            #expect(error == Refused(reason: "no"))
        }
    }
}
