import Testing

@testable import ModuleKitCore

/// The host contract: a host learns when to draw from ``ModuleManager/observeChanges(_:)`` —
/// screens, work and state — never from the trace.
@MainActor
@Suite struct HostContractTests {
    @Test func aHostHearsTheScreensChangeTheWorkStartAndEndAndTheStateChange() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        let modules = navigator.modules
        await modules.reachIdlePoint()
        var heard: [ModuleChange] = []
        let drawing = modules.observeChanges { heard.append($0) }
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let detail = try #require(navigator.top)
        await modules.reachIdlePoint()
        #expect(heard.first == .screens, "the push changed the screens")
        #expect(heard.contains(.workStarted(detail.id)) && heard.contains(.workEnded(detail.id)), "its load")
        heard = []
        (detail.module as? DetailModule)?.setNote("hello")
        #expect(heard == [.state(detail.id)], "one render, one change")
        drawing.cancel()
        (detail.module as? DetailModule)?.setNote("again")
        #expect(heard == [.state(detail.id)], "nothing after the subscription ended")
    }

    @Test func aClosedModulesRenderChangesNothingAHostShows() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        let modules = navigator.modules
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let detail = try #require(navigator.top?.module as? DetailModule)
        await modules.reachIdlePoint()
        try navigator.pop()
        var heard: [ModuleChange] = []
        let drawing = modules.observeChanges { heard.append($0) }
        detail.setNote("late")
        #expect(heard.isEmpty)
        _ = drawing
    }

    @Test func whatAPersonAskedDoesNotMakeTheScreenALoadingOne() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let top = try #require(navigator.top?.module)
        await navigator.modules.reachIdlePoint()
        let service = ManualService()
        top.work.ask { _ = await service.request() }
        #expect(!top.isLoading, "a like being saved is not a load")
        let own = top.work.task { _ = await service.request() }
        #expect(top.isLoading, "a task of the screen's own is")
        await service.waitUntil("both requests") { service.pending == 2 }
        service.answerAll("done")
        await own.value
        await navigator.modules.reachIdlePoint()
        #expect(!top.isLoading)
    }
}
