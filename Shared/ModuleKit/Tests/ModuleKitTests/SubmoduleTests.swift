import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct SubmoduleTests {
    @Test func attachingToATakenSlotIsATypedError() throws {
        let modules = ModuleManager()
        let detail = SampleFeatures.detail()
        try modules.register(detail)
        try modules.register(SampleFeatures.shelf(details: detail))
        let shelf = try modules.build(ShelfContext(item: "s", routingContext: "t"))
        let extra = try modules.build(DetailContext(item: "x", routingContext: "t"))
        #expect(throws: ModuleError.slotTaken(slot: "detail", parent: modules.id(of: shelf)!)) {
            try shelf.container?.attach(extra, to: "detail")
        }
        #expect(throws: ModuleError.slotEmpty(slot: "nothing", parent: modules.id(of: shelf)!)) {
            try shelf.container?.detach("nothing")
        }
    }

    @Test func aChildsEventsReachItsParentAndTheAppWithTheChildsRoutingContext() async throws {
        let modules = ModuleManager()
        let detail = SampleFeatures.detail()
        try modules.register(detail)
        try modules.register(SampleFeatures.shelf(details: detail))
        var appHeard: [String] = []
        modules.listen(to: DetailEvent.self) { event, source in
            appHeard.append("\(event) from \(source.routingContext)")
            return .handled
        }
        var parentEvents: [ShelfEvent] = []
        let shelf = try modules.build(ShelfContext(item: "s", routingContext: "shelf"))
        let token = shelf.events.hear { parentEvents.append($0) }
        let child = try #require(shelf.container?.child(in: "detail"))
        try await child.sampleView.perform(.favourite)
        #expect(appHeard == ["favourite(\"s\") from shelf.detail"])
        #expect(parentEvents == [.favouritesChanged(1)])
        _ = token
    }

    @Test func detachingSendsTheChildsDisappearanceAndStopsItsEventsReachingTheParent() throws {
        let log = LifecycleLog()
        let modules = ModuleManager()
        let detail = SampleFeatures.detail(log: log)
        try modules.register(detail)
        try modules.register(SampleFeatures.shelf(details: detail, log: log))
        let shelf = try modules.build(ShelfContext(item: "s", routingContext: "shelf"))
        modules.sendLifecycle(.willAppear, to: shelf)
        modules.sendLifecycle(.didAppear, to: shelf)
        let child = try #require(shelf.container?.child(in: "detail"))
        log.clear()
        try shelf.container?.detach("detail")
        #expect(log.entries == ["Detail(s) willDisappear", "Detail(s) didDisappear"])
        var parentEvents: [ShelfEvent] = []
        let token = shelf.events.hear { parentEvents.append($0) }
        (child as? DetailModule)?.events.emit(.favourite("s"))
        #expect(parentEvents.isEmpty)
        _ = token
    }
}

@MainActor
@Suite struct DeclaredSubmoduleTests {
    /// A shelf that builds its detail itself, through the submodules its builder declares.
    static func shelf(log: LifecycleLog = LifecycleLog()) -> ModuleBuilder<ShelfContext> {
        ModuleBuilder(name: "Shelf", submodules: SampleFeatures.detail(log: log)) {
            context, children throws(ModuleError) in
            let detail = try children.build(
                DetailContext(item: context.item, routingContext: context.routingContext.child("detail")))
            return ShelfModule(context: context, children: children, detail: detail, log: log)
        }
    }

    @Test func aDeclaredSubmoduleIsRegisteredAnnouncedPreparedAndTracked() async throws {
        let modules = ModuleManager()
        try modules.register(Self.shelf())
        #expect(modules.registrations.map(\.name) == ["Shelf", "Detail"])
        var heard: [String] = []
        modules.listen(to: DetailEvent.self) { event, source in
            heard.append("\(event) from \(source.routingContext)")
            return .handled
        }
        var shelf: (any ModuleProtocol<ShelfContext>)? = try modules.build(
            ShelfContext(item: "s", routingContext: "shelf"))
        let detail = try #require(shelf?.container?.child(in: "detail") as? DetailModule)
        await modules.reachIdlePoint()
        #expect(detail.preparedCount == 1, "the manager prepares a submodule like any module")
        try await detail.sampleView.perform(.favourite)
        #expect(heard == ["favourite(\"s\") from shelf.detail"])
        #expect(modules.aliveModules.map(\.id.name) == ["Detail", "Shelf"])

        for source in modules.aliveModules { modules.expectRelease(source.id) }
        shelf = nil
        _ = shelf
        #expect(
            await modules.reachIdlePoint().map(\.id.name) == ["Detail"], "the test still holds the detail")
    }
}

@MainActor
@Suite struct ContainerEventsTests {
    func shelf(_ modules: ModuleManager) throws -> any ModuleProtocol<ShelfContext> {
        let detail = SampleFeatures.detail()
        try modules.register(detail)
        try modules.register(SampleFeatures.shelf(details: detail))
        return try modules.build(ShelfContext(item: "s", routingContext: "shelf"))
    }

    @Test func aChildsEventItsParentHearsReachesSomeoneOnlyTheParentsOwnIsUnhandled() async throws {
        let modules = ModuleManager()
        var unhandled: [String] = []
        let observation = modules.observe([.unhandled]) { unhandled.append($0.summary) }
        let shelf = try shelf(modules)
        let child = try #require(shelf.container?.child(in: "detail"))
        try await child.sampleView.perform(.favourite)
        #expect(
            unhandled == ["favouritesChanged(1)"],
            "the detail's event reached its parent; the shelf's reached no one")
        observation.cancel()
    }

    @Test func aHandWrittenParentsChildrenCloseWithItWithNothingWired() async throws {
        // ShelfModule writes ModuleProtocol by hand and never mentions its container.
        let modules = ModuleManager()
        var shelf: (any ModuleProtocol<ShelfContext>)? = try shelf(modules)
        let child = try #require(shelf?.container?.child(in: "detail"))
        let childWork = child.work
        modules.retire(try #require(shelf))
        #expect(childWork.isClosed, "closing the parent closed its child")
        shelf = nil
        _ = shelf
        #expect(await modules.reachIdlePoint().map(\.id.name) == ["Detail"], "the test still holds the child")
        _ = child
    }

    /// However a parent closes — by hand above, here a navigator's pop — its children close with
    /// it: the close has one recursion.
    @Test func aParentPoppedByANavigatorClosesItsChildren() async throws {
        let modules = ModuleManager()
        let detail = SampleFeatures.detail()
        try modules.register(SampleFeatures.catalog(items: []))
        try modules.register(detail)
        try modules.register(SampleFeatures.shelf(details: detail))
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "c", root: CatalogContext(routingContext: "c"))])
        try navigator.start()
        try navigator.push(ShelfContext(item: "s", routingContext: "c.shelf"))
        // Held here, so that only the close can have closed it (its release would too).
        let child = try #require(navigator.top?.module.container?.child(in: "detail"))
        try navigator.pop()
        #expect(child.work.isClosed, "popping the parent closed its child")
        #expect(await modules.reachIdlePoint().map(\.id.name) == ["Detail"], "the test still holds the child")
        _ = child
    }

    /// A parent's view that keeps its container as a plain `let`, as the presenter does: every
    /// copy names the same children, and holding one keeps nothing past the parent's release.
    @Test func aContainerKeptByItsViewNamesTheSameChildrenAndLeaksNothing() async throws {
        @MainActor final class KeepingView: ModuleView {
            let children: ModuleContainer
            init(_ children: ModuleContainer) { self.children = children }
            func render(_ state: ComingBackTests.TextState) {}
        }
        let modules = ModuleManager()
        let detail = SampleFeatures.detail()
        try modules.register(SampleFeatures.catalog(items: []))
        try modules.register(detail)
        var kept: KeepingView?
        try modules.register(
            ModuleBuilder<ShelfContext>(name: "Shelf", submodules: detail) {
                context, children, _ throws(ModuleError) in
                let child = try children.build(
                    DetailContext(item: context.item, routingContext: context.routingContext.child("detail")))
                try children.attach(child, to: "detail")
                return ComingBackTests.TextPresenter { "shelf" }
            } view: { _, children in
                let view = KeepingView(children)
                kept = view
                return view
            })
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "c", root: CatalogContext(routingContext: "c"))])
        try navigator.start()
        try navigator.push(ShelfContext(item: "s", routingContext: "c.shelf"))
        func shown() -> ModuleContainer? { navigator.top?.module.container }
        let attached = try #require(shown()?.child(in: "detail"))
        #expect(kept?.children.child(in: "detail") === attached, "the view's copy names the child attached")
        try kept?.children.detach("detail")
        #expect(shown()?.child(in: "detail") == nil, "one copy's detach is every copy's")
        try kept?.children.attach(
            modules.build(DetailContext(item: "t", routingContext: "c.shelf.detail")), to: "detail")
        #expect((shown()?.child(in: "detail")?.context as? DetailContext)?.item == "t")
        try navigator.pop()
        kept = nil
        let leaks = await modules.reachIdlePoint()
        #expect(
            leaks.map { ($0.context as? DetailContext)?.item } == ["s"],
            "the parent and the child it had are gone; only the detached child the test holds is not")
        _ = attached
    }

    @Test func refreshingChildrenRefreshesTheLoadedOnesButTheOneNamedAfterTheCurrentTurn() async throws {
        let modules = ModuleManager()
        let shelf = try shelf(modules)
        await modules.reachIdlePoint()
        let detail = try #require(shelf.container?.child(in: "detail") as? DetailModule)
        shelf.container?.refreshChildren(except: detail)
        await modules.reachIdlePoint()
        #expect(detail.refreshCount == 0)
        shelf.container?.refreshChildren()
        #expect(detail.refreshCount == 0, "not during the call: after the current event has reached everyone")
        await modules.reachIdlePoint()
        #expect(detail.refreshCount == 1)
    }
}
