import Testing

@testable import ModuleKitCore

/// What a screen asks ModuleKit to keep for it, so that its presenter keeps nothing but its
/// store: ongoing work known by an id, stopped by that id, and an observation held while the
/// module is open.
@MainActor
@Suite struct OngoingWorkTests {
    /// Ongoing work that runs until cancelled, then notes its name in `ended`.
    @MainActor
    final class Runs {
        var ended: [String] = []
        var started: [String] = []

        func start(_ name: String, as id: String, in work: ModuleWork) {
            work.ongoing(id) { [self] in
                started.append(name)
                while !Task.isCancelled { await Task.yield() }
                ended.append(name)
            }
        }
    }

    @Test func workKnownByAnIdStopsWhenStoppedStartedAgainOrClosedAndOnlyThen() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let work = try #require(navigator.top?.module.work)
        let waiter = ManualService()
        let runs = Runs()
        runs.start("a", as: "a", in: work)
        runs.start("b", as: "b", in: work)
        await waiter.waitUntil("both to run") { runs.started == ["a", "b"] }
        work.stopOngoing("a")
        await waiter.waitUntil("a to stop") { runs.ended == ["a"] }
        work.stopOngoing("nothing")
        runs.start("b again", as: "b", in: work)
        await waiter.waitUntil("the first b to stop") { runs.ended == ["a", "b"] }
        #expect(runs.started == ["a", "b", "b again"])
        work.stopOngoing("a")
        for _ in 0..<100 { await Task.yield() }
        #expect(runs.ended == ["a", "b"], "a stopped already; the second b runs on")
        try navigator.pop()
        await waiter.waitUntil("the close to stop the second b") { runs.ended == ["a", "b", "b again"] }
        runs.start("after", as: "c", in: work)
        for _ in 0..<100 { await Task.yield() }
        #expect(!runs.started.contains("after"), "once closed, nothing starts")
        #expect(await navigator.modules.reachIdlePoint().isEmpty)
    }

    @Test func stoppingOneIdStopsItAloneAndWhatItHadNotShownNeverShows() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let work = try #require(navigator.top?.module.work)
        let waiter = ManualService()
        let runs = Runs()
        var shown: [String] = []
        for name in ["left", "kept"] {
            work.ongoing(name) {
                runs.started.append(name)
                while !Task.isCancelled { await Task.yield() }
                runs.ended.append(name)
                guard !Task.isCancelled else { return }
                shown.append(name)
            }
        }
        await waiter.waitUntil("both to run") { runs.started.count == 2 }
        work.stopOngoing("left")
        await waiter.waitUntil("the row left to stop") { runs.ended == ["left"] }
        #expect(shown.isEmpty, "a stopped load shows nothing")
        #expect(work.hasAnyTask, "the other still runs")
        try navigator.pop()
        await waiter.waitUntil("the close to stop the other") { runs.ended == ["left", "kept"] }
    }

    @Test func workThatEndedByItselfLeavesItsIdFreeAndAStopChangesNothing() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let work = try #require(navigator.top?.module.work)
        var done = 0
        work.ongoing("x") { done += 1 }
        await ManualService().waitUntil("it to end") { done == 1 }
        work.stopOngoing("x")
        work.ongoing("x") { done += 1 }
        await ManualService().waitUntil("the same id to start again") { done == 2 }
        #expect(!work.hasAnyTask)
    }

    final class Observation {}

    @Test func whatAModuleKeepsIsHeldWhileItIsOpenAndLetGoWhenItCloses() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let work = try #require(navigator.top?.module.work)
        weak var kept: Observation?
        do {
            let observation = Observation()
            kept = observation
            work.keep(observation)
        }
        try navigator.push(DetailContext(item: "b", routingContext: "c"))
        #expect(kept != nil, "covered, the module still holds it")
        try navigator.pop()
        try navigator.pop()
        #expect(kept == nil, "closed, it let go")
        do {
            let late = Observation()
            kept = late
            work.keep(late)
        }
        #expect(kept == nil, "kept by a closed module: let go at once")
        #expect(await navigator.modules.reachIdlePoint().isEmpty)
    }
}
