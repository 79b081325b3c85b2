import ModuleKit
import ModuleKitTesting
import TerminalHost
import TerminalUI
import Testing

/// How a command's work runs on its module's work: in the screen's order, unless it navigates.
@MainActor
@Suite struct CommandWorkTests {
    /// What ran, in order.
    final class Log {
        var lines: [String] = []
    }

    @Test func aNavigatingCommandStartsAtOnceBesideASlowOneAndTheOthersWaitTheirTurn() async throws {
        let module = CounterModule(context: CounterContext(routingContext: "test"))
        let log = Log()
        let (release, held) = AsyncStream<Void>.makeStream()
        let slow = CommandWork {
            log.lines.append("like starts")
            for await _ in release {}
            log.lines.append("like ends")
        }
        let next = CommandWork { log.lines.append("more") }
        let open = CommandWork(navigates: true) { log.lines.append("open") }
        #expect(!slow.navigates && open.navigates)

        var errors: [CommandError?] = []
        let tasks = [slow, next, open].map { $0.start(on: module.work) { errors.append($0) } }
        await open.start(on: module.work) { _ in }.value
        #expect(log.lines.prefix(2) == ["like starts", "open"], "open did not wait for the like")
        #expect(!log.lines.contains("more"), "more waits for the like before it")

        held.finish()
        for task in tasks { await task.value }
        #expect(log.lines == ["like starts", "open", "open", "like ends", "more"])
        #expect(errors.count == 3 && errors.allSatisfy { $0 == nil })
    }

    @Test func whatAPersonAskedOfAScreenRunsToItsEndAfterTheScreenClosesAndInItsTurn() async throws {
        try await ModuleHarness.run(CounterModule.builder, CounterContext(routingContext: "test")) {
            counter in
            let work = counter.subject.work
            let log = Log()
            let (release, held) = AsyncStream<Void>.makeStream()
            let like = CommandWork {
                log.lines.append("like starts")
                for await _ in release {}  // ends early when its task is cancelled
                log.lines.append(Task.isCancelled ? "like cancelled" : "like saved")
            }
            let save = CommandWork { log.lines.append(Task.isCancelled ? "save cancelled" : "save") }
            var errors: [CommandError?] = []
            let tasks = [like, save].map { $0.start(on: work) { errors.append($0) } }
            // The screen closes while the like waits and the save waits behind it.
            let closing = Task { await counter.close() }
            for _ in 0..<10_000 where !work.isClosed { await Task.yield() }
            try #require(work.isClosed, "the module closed")
            held.finish()
            for task in tasks { await task.value }
            #expect(log.lines == ["like starts", "like saved", "save"], "neither was cancelled, in order")
            #expect(errors.count == 2 && errors.allSatisfy { $0 == nil })
            #expect(await closing.value.isEmpty, "and nothing leaked")
        }
    }

    @Test func aCommandsErrorReachesItsFinishAndWorkThatNeverRanReportsNothing() async throws {
        try await ModuleHarness.run(CounterModule.builder, CounterContext(routingContext: "test")) {
            counter in
            var outcomes: [CommandError?] = []
            let work = counter.subject.work
            await CommandWork { () throws(CommandError) in throw .refused("not today") }.start(on: work) {
                outcomes.append($0)
            }.value
            #expect(outcomes == [.refused("not today")])

            _ = await counter.close()
            await CommandWork(navigates: true) {}.start(on: work) { outcomes.append($0) }.value
            await CommandWork {}.start(on: work) { outcomes.append($0) }.value
            #expect(outcomes.count == 1, "a closed module's commands never run")
        }
    }
}
