import ModuleKit
import Testing

@MainActor
@Suite struct LeakTrackerTests {
    @Test func closedModulesAreGoneByTheEndOfTheEvent() async throws {
        let navigator = try SampleFeatures.app()
        let modules = navigator.modules
        try navigator.push(ShelfContext(item: "s", routingContext: "test"))
        try navigator.pop()
        #expect(await modules.idle().isEmpty)
        #expect(modules.aliveModules.count == 1)
    }

    @Test func aModuleStillAliveAfterItWasRemovedIsReportedWithItsIDAndFlow() async throws {
        let navigator = try SampleFeatures.app()
        let modules = navigator.modules
        let id = try navigator.push(DetailContext(item: "a", routingContext: "catalog.detail"))
        let leaked = modules.module(id)  // a stray reference, as a retain cycle would keep
        try navigator.pop()
        let reports = await modules.idle()
        #expect(reports.map(\.id) == [id])
        #expect(reports.first?.routingContext == "catalog.detail")
        #expect(reports.first?.description == "Detail#2 (catalog.detail) is still alive after it was removed")
        #expect(await modules.idle().isEmpty, "a leak is reported once")
        _ = leaked
    }

    @Test func detachedChildrenMustGoToo() async throws {
        let modules = ModuleManager()
        try modules.register(SampleFeatures.detail())
        try modules.register(SampleFeatures.shelf(details: modules.factory(for: DetailContext.self)))
        let shelf = try modules.build(ShelfContext(item: "s", routingContext: "t"))
        let child = try #require(shelf.container?.child(in: "detail"))
        try shelf.container?.detach("detail")
        let reports = await modules.idle()
        #expect(reports.map(\.id) == [modules.id(of: child)])
    }

    @Test func theTrackerChecksWhatWasRemovedAndForgetsWhatWasReleased() {
        let tracker = LeakTracker()
        final class Object {}
        func source(_ serial: Int) -> ModuleSource {
            ModuleSource(
                id: ModuleID(name: "Thing", serial: serial), context: CatalogContext(routingContext: "t"))
        }
        let kept = Object()
        tracker.track(kept, as: source(1))
        // Released at once, never removed: forgotten as the record grows, never reported.
        for serial in 2...200 { tracker.track(Object(), as: source(serial)) }
        #expect(tracker.alive.map(\.id) == [ModuleID(name: "Thing", serial: 1)])
        #expect(tracker.verify().isEmpty, "nothing was removed")
        tracker.expectRelease(ModuleID(name: "Thing", serial: 1))
        tracker.expectRelease(ModuleID(name: "Thing", serial: 1))
        tracker.expectRelease(ModuleID(name: "Thing", serial: 7))  // released already
        #expect(
            tracker.verify().map(\.id) == [ModuleID(name: "Thing", serial: 1)],
            "reported once, however often removed")
        #expect(tracker.verify().isEmpty)
        #expect(tracker.isAlive(ModuleID(name: "Thing", serial: 1)))
        _ = kept
    }
}
