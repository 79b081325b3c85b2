import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct LeakCheckTests {
    @Test func closedModulesAreGoneByTheEndOfTheEvent() async throws {
        let navigator = try SampleFeatures.app()
        let modules = navigator.modules
        try navigator.push(ShelfContext(item: "s", routingContext: "test"))
        try navigator.pop()
        #expect(await modules.reachIdlePoint().isEmpty)
        #expect(modules.aliveModules.count == 1)
    }

    @Test func aModuleStillAliveAfterItWasRemovedIsReportedWithItsIDAndFlow() async throws {
        let navigator = try SampleFeatures.app()
        let modules = navigator.modules
        let id = try navigator.push(DetailContext(item: "a", routingContext: "catalog.detail"))
        let leaked = modules.module(id)  // a stray reference, as a retain cycle would keep
        var said: [String] = []
        let observation = modules.observe([.leak]) { said.append($0.summary) }
        try navigator.pop()
        let reports = await modules.reachIdlePoint()
        #expect(reports.map(\.id) == [id])
        #expect(reports.first?.routingContext == "catalog.detail")
        #expect(said == ["Detail#2 (catalog.detail) is still alive after it was removed"])
        observation.cancel()
        #expect(await modules.reachIdlePoint().isEmpty, "a leak is reported once")
        _ = leaked
    }

    @Test func detachedChildrenMustGoToo() async throws {
        let modules = ModuleManager()
        let detail = SampleFeatures.detail()
        try modules.register(detail)
        try modules.register(SampleFeatures.shelf(details: detail))
        let shelf = try modules.build(ShelfContext(item: "s", routingContext: "t"))
        let child = try #require(shelf.container?.child(in: "detail"))
        try shelf.container?.detach("detail")
        let reports = await modules.reachIdlePoint()
        #expect(reports.map(\.id) == [modules.id(of: child)])
    }

    @Test func theOneRecordChecksWhatWasRemovedAndForgetsWhatWasReleased() async throws {
        let modules = ModuleManager()
        try modules.register(SampleFeatures.detail())
        let kept = try modules.build(DetailContext(item: "kept", routingContext: "t"))
        // Released at once, never removed: forgotten as the record grows, never reported.
        var released: [ModuleID] = []
        for index in 2...200 {
            released.append(
                try #require(
                    modules.id(of: try modules.build(DetailContext(item: "\(index)", routingContext: "t")))))
        }
        let keptID = try #require(modules.id(of: kept))
        #expect(modules.aliveModules.map(\.id) == [keptID])
        #expect(await modules.reachIdlePoint().isEmpty, "nothing was removed")
        modules.expectRelease(keptID)
        modules.expectRelease(keptID)
        modules.expectRelease(released[5])  // released already
        #expect(await modules.reachIdlePoint().map(\.id) == [keptID], "reported once, however often removed")
        #expect(await modules.reachIdlePoint().isEmpty)
        #expect(modules.source(of: keptID) != nil && modules.source(of: released[5]) == nil)
        _ = kept
    }
}
