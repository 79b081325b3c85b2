import Testing

@testable import ModuleKitCore

/// The ordered lane (`ModuleWork.ask`): one operation at a time, in the order asked for,
/// whoever asks — including an operation of the lane itself — on both task-start paths.
@MainActor
@Suite struct OrderedLaneTests {
    @Test func anOperationEnqueuedFromInsideAnotherBeforeItSuspendsRunsAfterIt() async {
        let work = ModuleWork()
        let service = ManualService()
        var order: [String] = []
        work.ask {
            order.append("A start")
            work.ask {
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
        let first = work.ask {
            order.append("A start")
            _ = await service.request()
            work.ask { order.append("B") }
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
            work.ask {
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
        #expect(!work.holdsIdlePoint)
    }

    @Test func aCloseCancelsTheScreensOwnWorkAndLetsWhatThePersonAskedRunInOrder() async {
        let work = ModuleWork()
        let service = ManualService()
        var order: [String] = []
        let first = work.ask {
            order.append("A start")
            work.ask { order.append("B (inner)") }
            _ = await service.request()
            order.append("A end (cancelled: \(Task.isCancelled))")
        }
        let second = work.ask { order.append("C") }
        let own = work.task { _ = await service.request() }
        await service.waitUntil { service.pending == 2 }
        work.close()
        await own.value
        #expect(service.pending == 1, "the screen's own request was cancelled, the person's goes on")
        service.answerAll("done")
        await first.value
        await second.value
        #expect(order == ["A start", "A end (cancelled: false)", "B (inner)", "C"])
        #expect(!work.hasAnyTask, "and none is left in flight")
    }

    /// What happens, in order, on one task-start path: A asks for B before it first suspends,
    /// and the caller writes its next line and asks for C right after asking for A.
    func journal(startsDeferred: Bool) async -> [String] {
        let work = ModuleWork(startsDeferred: startsDeferred)
        var journal: [String] = []
        work.ask {
            journal.append("A")
            work.ask { journal.append("B") }
            await Task.yield()
        }
        journal.append("caller")
        let last = work.ask { journal.append("C") }
        await last.value
        return journal
    }

    @Test func theLaneOrdersAlikeOnBothTaskStartPaths() async {
        let immediate = await journal(startsDeferred: false).filter { $0 != "caller" }
        let deferred = await journal(startsDeferred: true).filter { $0 != "caller" }
        #expect(immediate == deferred, "the same code, the same order")
        #expect(immediate == ["A", "B", "C"], "what an operation asks for runs right after it")
    }

    /// The caller's next line is in the journal: where tasks could start inside `ask`
    /// (Task.immediate), A ran before it; now what a person asks starts at the next turn on
    /// every system, so the journal is one.
    @Test func theCallerOfAskGoesOnFirstOnBothTaskStartPaths() async {
        #expect(await journal(startsDeferred: false) == ["caller", "A", "B", "C"])
        #expect(await journal(startsDeferred: true) == ["caller", "A", "B", "C"])
    }

    @Test func whatWaitsForItsFirstTurnSeesACloseMadeBeforeIt() async {
        let work = ModuleWork(startsDeferred: true)
        let module = PreparingModule()
        var order: [String] = []
        // On this path nothing starts inside these calls; the first operation closes the module
        // and ends before the load's task and the screen's own task first run.
        let first = work.ask {
            order.append("asked")
            work.close()
        }
        work.startLoad(of: module, gate: nil)
        let own = work.task { order.append("own task") }
        await first.value
        await own.value
        await Task.yield()
        #expect(order == ["asked"], "neither the load nor the screen's own task started")
        #expect(!module.prepared)
        #expect(!work.hasAnyTask)
    }

    @Test func aCancelledOperationNeverStarts() async {
        for startsDeferred in [false, true] {
            let work = ModuleWork(startsDeferred: startsDeferred)
            let service = ManualService()
            var order: [String] = []
            work.ask {
                _ = await service.request()
                order.append("A")
            }
            let second = work.ask { order.append("B") }
            work.ask { order.append("C") }
            second.cancel()
            await service.waitUntil { service.pending == 1 }
            service.answerAll("done")
            await service.waitUntil { !work.hasAnyTask }
            #expect(order == ["A", "C"], "B was cancelled before its turn (deferred: \(startsDeferred))")
        }
    }

    @Test func anOperationCancelledAsItsTurnComesNeverStarts() async {
        for startsDeferred in [false, true] {
            let work = ModuleWork(startsDeferred: startsDeferred)
            let service = ManualService()
            var order: [String] = []
            var second: Task<Void, Never>?
            work.ask {
                _ = await service.request()
                order.append("A")
                second?.cancel()  // B's turn comes as A returns, before the cancel is handled
            }
            second = work.ask { order.append("B") }
            work.ask { order.append("C") }
            await service.waitUntil { service.pending == 1 }
            service.answerAll("done")
            await service.waitUntil { !work.hasAnyTask }
            #expect(order == ["A", "C"], "B was cancelled as its turn came (deferred: \(startsDeferred))")
        }
    }

    @Test func anOperationCancelledBeforeItsTaskFirstRanNeverStarts() async {
        // What a person asks starts at the next turn on every path: there is such a moment.
        let work = ModuleWork()
        var ran = false
        let operation = work.ask { ran = true }
        operation.cancel()
        await operation.value
        #expect(!ran, "the lane was free, but its task was cancelled before it ran")
        #expect(!work.hasAnyTask)
    }

    @Test func aConcurrentTaskIsNotHeldByTheLane() async {
        let work = ModuleWork()
        let service = ManualService()
        var order: [String] = []
        work.ask {
            _ = await service.request()
            order.append("queued")
        }
        await work.task { order.append("alongside") }.value
        #expect(order == ["alongside"])
        await service.waitUntil { service.pending == 1 }
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
        #expect(!work.holdsIdlePoint)
    }
}

/// A module that notes whether it was prepared.
@MainActor
final class PreparingModule: ModuleProtocol {
    let context = LoaderContext(name: "preparing", routingContext: "test")
    let events = EventStream<LoaderEvent>()
    private(set) var prepared = false
    var view: any ModuleView { PlainView() }
    func prepare() async { prepared = true }
}

/// A view that shows nothing.
@MainActor
final class PlainView: ModuleView {}
