import Testing

@testable import ModuleKitCore

/// Idle points people can always reach: a cancelled wait returns at once, and work that never
/// ends (``ModuleWork/ongoing(_:)``) keeps no one waiting.
@MainActor
@Suite struct IdlePointTests {
    @Test func aCancelledIdleReturnsAtOnceWhileALoadStillRuns() async throws {
        let service = ManualService()
        let modules = ModuleManager()
        try modules.register(SampleFeatures.loader(service))
        let module = try modules.build(LoaderContext(name: "a", routingContext: "c"))
        var returned = false
        let waiting = Task {
            await modules.reachIdlePoint()
            returned = true
        }
        await service.waitUntil { service.pending == 1 }
        #expect(service.pending == 1, "the load waits for its answer")
        waiting.cancel()
        // Not `await waiting.value`: an reachIdlePoint() that ignored the cancel would hang the test.
        await service.waitUntil("the cancelled reachIdlePoint() to return") { returned }
        #expect(service.pending == 1, "while the load still waits")
        #expect(!modules.isIdle)
        service.answerAll("done")
        await modules.reachIdlePoint()
        _ = module
    }

    @Test func aCancelledWaitForWhatAPersonAskedReturnsAtOnceWhileItRuns() async throws {
        let modules = ModuleManager()
        let service = ManualService()
        try modules.register(SampleFeatures.loader(ManualService()))
        let module = try modules.build(LoaderContext(name: "a", routingContext: "c"))
        module.work.ask { _ = await service.request() }  // a like being saved
        await service.waitUntil { service.pending == 1 }
        var returned = false
        let waiting = Task {
            await modules.askedWorkEnded()
            returned = true
        }
        await Task.yield()
        #expect(!returned, "the like is still being saved")
        waiting.cancel()
        await service.waitUntil("the cancelled askedWorkEnded() to return") { returned }
        #expect(!modules.isAskedWorkIdle, "while the like still runs")
        service.answerAll("saved")
        await modules.askedWorkEnded()
        #expect(modules.isAskedWorkIdle)
        _ = module
    }

    @Test func workThatNeverEndsDoesNotHoldTheIdlePointAndEndsWithItsModule() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let work = try #require(navigator.top?.module.work)
        var ticks = 0
        let ticker = work.ongoing {
            while !Task.isCancelled {
                ticks += 1
                await Task.yield()
            }
        }
        await navigator.modules.reachIdlePoint()
        #expect(ticks > 0, "the ticker runs")
        #expect(work.hasAnyTask, "and still runs at the idle point")
        #expect(!navigator.top!.module.isLoading, "without showing its screen as working")
        try navigator.pop()
        await ticker.value
        #expect(!work.hasAnyTask, "its module's close ended it")
        #expect(await navigator.modules.reachIdlePoint().isEmpty, "and nothing leaked")
    }

    /// A step waits for the next task to end or for its grace: each wakes it, the grace after a
    /// task ended does not, and a grace that passed before the wait is seen at once.
    @Test func aStepsWaitWakesAsATaskEndsOrItsDeadlinePasses() async throws {
        let service = ManualService()
        let modules = ModuleManager()
        try modules.register(SampleFeatures.loader(service))
        let module = try modules.build(LoaderContext(name: "a", routingContext: "c"))
        await service.waitUntil { service.pending == 1 }

        let long = modules.work.deadline(after: .seconds(60))
        var woke: Bool?
        let waiting = Task { woke = await modules.work.nextTaskEnd(before: long) }
        await service.waitUntil { modules.work.isWaitingForATaskEnd }
        service.answerAll("done")
        await waiting.value
        #expect(woke == true, "the load's end woke the wait, long before its deadline")
        modules.work.cancel(long)

        let short = modules.work.deadline(after: .milliseconds(1))
        #expect(await modules.work.nextTaskEnd(before: short) == false, "no task ran: the deadline woke it")
        modules.work.cancel(short)

        let passed = modules.work.deadline(after: .milliseconds(1))
        try await Task.sleep(for: .milliseconds(20))
        #expect(
            await modules.work.nextTaskEnd(before: passed) == false,
            "a deadline passed before the wait returns at once")
        modules.work.cancel(passed)
        _ = module
    }
}
