import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct ModuleWorkTests {
    /// A started app of the sample features with the loader registered on `service`.
    func app(_ service: ManualService) throws -> Navigator {
        let modules = ModuleManager()
        try modules.register(SampleFeatures.loader(service))
        return try SampleFeatures.app(modules: modules)
    }

    @Test func closingAModuleDuringItsLoadCancelsItAndNothingItDoesAfterIsDelivered() async throws {
        let service = ManualService()
        let navigator = try app(service)
        let modules = navigator.modules
        let trace = TraceLog(modules)
        var heard: [LoaderEvent] = []
        modules.listen(to: LoaderEvent.self) { event, _ in
            heard.append(event)
            return .handled
        }
        try navigator.push(LoaderContext(name: "a", routingContext: "c"))
        weak let loader = navigator.top?.module as? LoaderModule
        await service.waitUntil { service.pending == 1 }
        #expect(loader?.isLoading == true)

        try navigator.pop()
        #expect(await modules.reachIdlePoint().isEmpty, "the closed module is gone once its load ended")
        #expect(loader == nil)
        #expect(heard.isEmpty, "its event did not reach the listener")
        #expect(trace.summaries(.dropped) == ["render", "event loaded(\"(cancelled)\")"])
    }

    @Test func aLoadSeesItsTaskCancelledAndItsRendersNeverReachTheView() async throws {
        let service = ManualService()
        service.ignoresCancellation = true
        let navigator = try app(service)
        let modules = navigator.modules
        var heard = 0
        let events = modules.observe([.event]) { _ in heard += 1 }
        defer { events.cancel() }
        try navigator.push(LoaderContext(name: "a", routingContext: "c"))
        let loader = try #require(navigator.top?.module as? LoaderModule)
        let presenter = loader.presenter
        let view = try #require(loader.view as? LoaderView)
        let subscription = loader.events.hear { _ in heard += 1 }
        await service.waitUntil { service.pending == 1 }
        let renders = view.rendered.count

        try navigator.pop()
        service.answerAll("late")
        await modules.reachIdlePoint()
        #expect(presenter.sawCancellation)
        #expect(presenter.store.state.text == "late", "the state changed, as the presenter asked")
        #expect(view.rendered.count == renders, "but nothing was rendered after the close")
        #expect(heard == 0, "and no listener or subscriber heard its event")
        _ = subscription
    }

    @Test func theLeakCheckWaitsForAClosedModuleWhoseLoadIgnoresCancellation() async throws {
        let service = ManualService()
        service.ignoresCancellation = true
        let navigator = try app(service)
        let modules = navigator.modules
        try navigator.push(LoaderContext(name: "a", routingContext: "c"))
        await service.waitUntil { service.pending == 1 }
        try navigator.pop()
        await service.waitUntil("the load to hear of its cancellation") { service.cancelled == 1 }
        #expect(!modules.isIdle)
        #expect(modules.checkLeaks().isEmpty, "a module still finishing its load is not judged yet")
        service.answerAll("late")
        #expect(await modules.reachIdlePoint().isEmpty, "once its load ended it was released")
        #expect(modules.aliveModules.map(\.id.name) == ["Catalog"])
    }

    @Test func overlappingIdlePointsNeverReportALeakAndAllReturn() async throws {
        let service = ManualService()
        let navigator = try app(service)
        let modules = navigator.modules
        try navigator.push(LoaderContext(name: "a", routingContext: "c"))
        await service.waitUntil { service.pending == 1 }
        try navigator.push(LoaderContext(name: "b", routingContext: "c"))
        try navigator.pop()
        async let first = modules.reachIdlePoint()
        async let second = modules.reachIdlePoint()
        async let third = modules.reachIdlePoint()
        await service.waitUntil { service.pending == 1 }
        service.answerAll("done")
        let reports = await [first, second, third]
        #expect(reports.allSatisfy { $0.isEmpty })
        #expect(modules.isIdle)
    }

    @Test func theLoadsOfOneStackRunConcurrently() async throws {
        let service = ManualService()
        let navigator = try app(service)
        try navigator.push(
            all: ["a", "b", "c", "d", "e"].map { LoaderContext(name: $0, routingContext: "c") })
        await service.waitUntil { service.pending == 5 }
        #expect(service.pending == 5, "every load is in flight before any is answered")
        service.answerAll("done")
        await navigator.modules.reachIdlePoint()
        let texts = navigator.visibleStack.compactMap {
            ($0.module as? LoaderModule)?.presenter.store.state.text
        }
        #expect(texts == ["done", "done", "done", "done", "done"])
    }

    @Test func aModuleReleasedBeforeItsLoadStartsNeverLoads() async throws {
        let service = ManualService()
        let modules = ModuleManager()
        try modules.register(SampleFeatures.loader(service))
        weak var released: (any ModuleProtocol)?
        do {
            released = try modules.build(LoaderContext(name: "a", routingContext: "test"))
        }
        #expect(released == nil)
        await modules.reachIdlePoint()
        #expect(service.asked == 0)
    }

    @Test func aModulesTasksRunInOrderWhenEnqueuedAndAllEndWhenItCloses() async throws {
        let service = ManualService()
        let navigator = try app(service)
        try navigator.push(LoaderContext(name: "a", routingContext: "c"))
        let work = try #require(navigator.top?.module.work)
        var order: [String] = []
        work.ask { order.append("after the load") }
        let free = work.task { order.append("alongside") }
        await free.value
        await service.waitUntil("the load's request") { service.pending == 1 }
        #expect(order == ["alongside"], "the asked action waits for the load, which waits for its answer")
        service.answerAll("done")
        await navigator.modules.reachIdlePoint()
        #expect(order == ["alongside", "after the load"])

        var ranAfterClose = false
        let long = work.task { _ = await service.request() }
        await service.waitUntil { service.pending == 1 }
        try navigator.pop()
        await long.value
        work.ask { ranAfterClose = true }
        work.task { ranAfterClose = true }
        await navigator.modules.reachIdlePoint()
        #expect(work.isClosed && !ranAfterClose, "a closed module starts nothing")
    }

    @Test func whatWaitsInTheLaneOfACoveredScreenRunsWhenItsTurnComes() async throws {
        let service = ManualService()
        let navigator = try app(service)
        try navigator.push(LoaderContext(name: "a", routingContext: "c"))
        let work = try #require(navigator.top?.module.work)
        var ran: [String] = []
        // Behind the load, which waits for the service: an action typed on the loading screen.
        work.ask { ran.append("waiting") }
        await service.waitUntil { service.pending == 1 }
        // A screen pushed over it covers it: what the person asked is not dropped.
        try navigator.push(DetailContext(item: "x", routingContext: "c.detail"))
        service.answerAll("done")
        await navigator.modules.reachIdlePoint()
        #expect(ran == ["waiting"], "the action that waited ran once the load ended, covered or not")
        try navigator.pop()
        work.ask { ran.append("asked again") }
        // Back on screen, the loaded module refreshes (a service call), then what was asked runs.
        await service.waitUntil { service.pending == 1 }
        service.answerAll("again")
        await navigator.modules.reachIdlePoint()
        #expect(ran == ["waiting", "asked again"])
    }

    @Test func whatWaitsInTheLaneOfAHiddenTabRunsWhenItsTurnComes() async throws {
        let service = ManualService()
        let modules = ModuleManager()
        try modules.register(SampleFeatures.loader(service))
        let navigator = Navigator(
            modules: modules,
            tabs: [
                Tab(name: "one", root: LoaderContext(name: "a", routingContext: "one")),
                Tab(name: "two", root: LoaderContext(name: "b", routingContext: "two")),
            ])
        try navigator.start()
        let work = try #require(navigator.top?.module.work)
        var ran: [String] = []
        work.ask { ran.append("liked") }
        await service.waitUntil { service.pending == 1 }
        try navigator.select(tab: 1)
        await service.waitUntil { service.pending == 2 }
        service.answerAll("done")
        await modules.reachIdlePoint()
        #expect(ran == ["liked"], "hiding a tab drops nothing the person asked of it")
    }

    @Test func whatAPersonAskedIsCarriedOutAfterTheScreenClosesAndTheScreensOwnWorkIsNot() async throws {
        let service = ManualService()
        let navigator = try app(service)
        try navigator.push(LoaderContext(name: "a", routingContext: "c"))
        let work = try #require(navigator.top?.module.work)
        var saved: [String] = []
        // The load waits for the service; the person's like and follow wait behind it.
        work.ask {
            guard let answer = await service.request() else { return }
            saved.append("like \(answer)")
        }
        work.ask { saved.append("follow") }
        var ownRan = false
        await service.waitUntil { service.pending == 1 }
        try navigator.pop()
        #expect(work.isClosed)
        service.answerAll("load")  // the load was cancelled: its answer is ignored
        await service.waitUntil { service.pending == 1 }
        work.task { ownRan = true }
        service.answerAll("saved")
        await navigator.modules.reachIdlePoint()
        #expect(saved == ["like saved", "follow"], "both ran, in order, after the close")
        #expect(!ownRan, "the screen's own work starts nothing once it closed")
        #expect(navigator.modules.checkLeaks().isEmpty, "and the module went once they ended")
    }

    @Test func aModuleThatAppearsAgainIsRefreshedOnlyOnceItsLoadEnded() async throws {
        let service = ManualService()
        let navigator = try app(service)
        try navigator.push(LoaderContext(name: "a", routingContext: "c"))
        try navigator.push(DetailContext(item: "b", routingContext: "c"))
        try navigator.pop()
        await service.waitUntil { service.pending == 1 }
        service.answerAll("first")
        await navigator.modules.reachIdlePoint()
        #expect(service.asked == 1, "it appeared again while loading: the load is fresh, no refresh")
        try navigator.push(DetailContext(item: "c", routingContext: "c"))
        try navigator.pop()
        await service.waitUntil { service.pending == 1 }
        #expect(service.asked == 2, "loaded, it appeared again: refreshed")
        service.answerAll("second")
        await navigator.modules.reachIdlePoint()
        #expect((navigator.top?.module as? LoaderModule)?.presenter.store.state.text == "second")
    }

    @Test func aLinkOpensInOneCallOnItsTabOrOnTheVisibleStack() async throws {
        var links = Deeplinks(scheme: "sample")
        try links.register("catalog") { _, routing in CatalogContext(routingContext: routing) }
        try links.register("item/{item}") { parameters, routing in
            DetailContext(item: parameters["item"], routingContext: routing)
        }
        let navigator = try SampleFeatures.app()
        navigator.modules.links = links
        let shown = try navigator.open("sample://catalog/item/a/item/b")
        #expect(shown.description == "sample://catalog/item/a/item/b")
        #expect(navigator.visibleStack.count == 3)
        try navigator.open("sample://item/c")
        #expect(
            try links.link(for: navigator.contexts()) == "sample://catalog/item/a/item/b/item/c")
        #expect(throws: ModuleError.self) { try navigator.open("sample://nothing") }
        #expect(navigator.visibleStack.count == 4, "a link that does not resolve changes nothing")
        await navigator.modules.reachIdlePoint()
    }
}
