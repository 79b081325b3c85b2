import Testing

@testable import ModuleKit

/// The ordered lane (`ModuleWork.enqueue`): one operation at a time, in the order asked for,
/// whoever asks — including an operation of the lane itself — on both task-start paths.
@MainActor
@Suite struct OrderedLaneTests {
    @Test func anOperationEnqueuedFromInsideAnotherBeforeItSuspendsRunsAfterIt() async {
        let work = ModuleWork()
        let service = ManualService()
        var order: [String] = []
        work.enqueue {
            order.append("A start")
            work.enqueue {
                order.append("B start")
                await Task.yield()
                order.append("B end")
            }
            _ = await service.request()
            order.append("A end")
        }
        await service.waitUntil { service.pending == 1 }
        #expect(order == ["A start"], "B waits while A is suspended")
        service.answerAll("done")
        await service.waitUntil { order.count == 4 }
        #expect(order == ["A start", "A end", "B start", "B end"])
    }

    @Test func anOperationEnqueuedFromInsideAnotherAfterItSuspendedRunsAfterIt() async {
        let work = ModuleWork()
        let service = ManualService()
        var order: [String] = []
        let first = work.enqueue {
            order.append("A start")
            _ = await service.request()
            work.enqueue { order.append("B") }
            _ = await service.request()
            order.append("A end")
        }
        await service.waitUntil { service.pending == 1 }
        service.answerAll("one")
        await service.waitUntil { service.pending == 1 }
        #expect(order == ["A start"])
        service.answerAll("two")
        await first.value
        await service.waitUntil { order.count == 3 }
        #expect(order == ["A start", "A end", "B"])
    }

    @Test func operationsEnqueuedOneAfterAnotherRunOneAtATimeInOrder() async {
        let work = ModuleWork()
        let service = ManualService()
        var order: [String] = []
        for name in ["A", "B", "C"] {
            work.enqueue {
                order.append("\(name) start")
                _ = await service.request()
                order.append("\(name) end")
            }
        }
        for _ in 0..<3 {
            await service.waitUntil { service.pending == 1 }
            #expect(service.pending == 1, "one at a time")
            service.answerAll("done")
        }
        await service.waitUntil { order.count == 6 }
        #expect(order == ["A start", "A end", "B start", "B end", "C start", "C end"])
        #expect(!work.isBusy)
    }

    @Test func aCloseWhileOperationsWaitStartsNoneOfThem() async {
        let work = ModuleWork()
        let service = ManualService()
        var order: [String] = []
        let first = work.enqueue {
            order.append("A start")
            work.enqueue { order.append("B (inner)") }
            _ = await service.request()
            order.append("A end (cancelled: \(Task.isCancelled))")
        }
        let second = work.enqueue { order.append("C") }
        await service.waitUntil { service.pending == 1 }
        work.close()
        await first.value
        await second.value
        await service.waitUntil { !work.isBusy }
        #expect(order == ["A start", "A end (cancelled: true)"], "neither waiting operation started")
        #expect(!work.isBusy, "and none is left in flight")
    }

    @Test func aConcurrentTaskIsNotHeldByTheLane() async {
        let work = ModuleWork()
        let service = ManualService()
        var order: [String] = []
        work.enqueue {
            _ = await service.request()
            order.append("queued")
        }
        await work.task { order.append("alongside") }.value
        #expect(order == ["alongside"])
        service.answerAll("done")
        await service.waitUntil { order.count == 2 }
        #expect(order == ["alongside", "queued"])
    }
}

/// Which of the two task-start paths this build runs (CI runs ModuleKit's tests on both).
@MainActor
@Suite struct TaskStartTests {
    @Test func aTaskStartsAtOnceWhereTheRuntimeCanElseAtTheMainActorsNextTurn() async {
        let work = ModuleWork()
        var ran = false
        let task = work.task { ran = true }
        #if MODULEKIT_DEFERRED_TASK_START
            #expect(!ran, "built with MODULEKIT_DEFERRED_TASK_START: the task starts later")
        #else
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                #expect(ran, "Task.immediate: it ran inside task(_:)")
            }
        #endif
        await task.value
        #expect(ran)
        #expect(!work.isBusy)
    }
}
