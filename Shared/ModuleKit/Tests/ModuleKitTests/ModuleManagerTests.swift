import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct ModuleManagerTests {
    func manager() throws -> ModuleManager {
        let modules = ModuleManager()
        try modules.register(SampleFeatures.catalog(items: ["a", "b"]))
        try modules.register(SampleFeatures.detail())
        return modules
    }

    /// A navigator over one tab whose root is a detail, started and idle.
    func startedNavigator() async throws -> Navigator {
        let navigator = Navigator(
            modules: try manager(),
            tabs: [Tab(name: "c", root: DetailContext(item: "a", routingContext: "c"))])
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        return navigator
    }

    @Test func buildingAnUnregisteredContextIsATypedError() {
        let modules = ModuleManager()
        #expect(throws: ModuleError.notRegistered(contextType: "CatalogContext")) {
            try modules.build(CatalogContext(routingContext: "test"))
        }
    }

    @Test func registeringAnotherFeatureForOneContextTypeIsAnError() throws {
        let modules = try manager()
        let other = ModuleBuilder<DetailContext>(name: "Other") { context in
            DetailModule(context: context, log: LifecycleLog())
        }
        #expect(
            throws: ModuleError.alreadyRegistered(
                contextType: "DetailContext", registered: "'Detail' (the app)", refused: "'Other' (the app)")
        ) {
            try modules.register(other)
        }
    }

    /// The same name is no proof of the same builder: one made with other dependencies (here, a
    /// log of its own) would build other modules, and was kept silently.
    @Test func anotherBuilderOfTheSameNameIsRefusedAndTheFirstStays() throws {
        let modules = ModuleManager()
        let log = LifecycleLog()
        try modules.register(SampleFeatures.detail(log: log))
        let error = #expect(throws: ModuleError.self) {
            try modules.register(SampleFeatures.shelf(details: SampleFeatures.detail()))
        }
        #expect(
            error?.description
                == "two builders for DetailContext: 'Detail' (a submodule of 'Shelf') is refused, as 'Detail' (the app) is registered for it already"
        )
        // Nothing of the refused registration stays: the shelf that declared it is not registered.
        #expect(modules.registrations.map(\.name) == ["Detail"])
        #expect(throws: ModuleError.notRegistered(contextType: "ShelfContext")) {
            try modules.build(ShelfContext(item: "a", routingContext: "test"))
        }
        // The first builder builds: the module has its log.
        let detail = try modules.build(DetailContext(item: "a", routingContext: "test"))
        #expect((detail as? DetailModule)?.log === log)
    }

    /// A parent declares two submodules and the second is another builder than the app's: the
    /// parent is refused, and so is the first submodule it declared — nothing is half-registered.
    @Test func aParentRefusedForOneSubmoduleRegistersNoneOfThem() throws {
        let modules = ModuleManager()
        let log = LifecycleLog()
        try modules.register(SampleFeatures.detail(log: log))
        let parent = ModuleBuilder<ShelfContext>(
            name: "Wall", submodules: SampleFeatures.catalog(items: ["a"]), SampleFeatures.detail()
        ) { context, children in
            ShelfModule(context: context, children: children, detail: nil, log: log)
        }
        #expect(
            throws: ModuleError.alreadyRegistered(
                contextType: "DetailContext", registered: "'Detail' (the app)",
                refused: "'Detail' (a submodule of 'Wall')")
        ) {
            try modules.register(parent)
        }
        #expect(modules.registrations.map(\.name) == ["Detail"])
        #expect(throws: ModuleError.notRegistered(contextType: "CatalogContext")) {
            try modules.build(CatalogContext(routingContext: "test"))
        }
        let detail = try modules.build(DetailContext(item: "a", routingContext: "test"))
        #expect((detail as? DetailModule)?.log === log)
    }

    /// One builder, registered by the app and declared by a parent (Profile embeds the app's
    /// Feed): registered once.
    @Test func theSameBuilderRegisteredTwiceIsRegisteredOnce() throws {
        let modules = ModuleManager()
        let detail = SampleFeatures.detail()
        try modules.register(detail)
        try modules.register(SampleFeatures.shelf(details: detail))
        try modules.register(detail)
        #expect(modules.registrations.map(\.name) == ["Detail", "Shelf"])
        let shelf = try modules.build(ShelfContext(item: "a", routingContext: "test"))
        #expect(shelf.container?.child(in: "detail") != nil)
    }

    @Test func registrationsListContextAndEventTypes() throws {
        let modules = try manager()
        #expect(modules.registrations.map(\.name) == ["Catalog", "Detail"])
        #expect(modules.registrations[1].contextType == "DetailContext")
        #expect(modules.registrations[1].eventType == "DetailEvent")
    }

    @Test func builtModulesGetIDsAndAreKnownWhileAlive() throws {
        let modules = try manager()
        var detail: (any ModuleProtocol<DetailContext>)? = try modules.build(
            DetailContext(item: "a", routingContext: "test"))
        let id = try #require(modules.id(of: detail!))
        #expect(id.description == "Detail#1")
        #expect(modules.aliveModules.map(\.id) == [id])
        #expect(modules.source(of: id)?.routingContext == "test")
        detail = nil
        #expect(modules.aliveModules.isEmpty)
        #expect(modules.module(id) == nil)
    }

    @Test func aTypedListenerHearsProducersOfItsTypeOnly() async throws {
        let modules = try manager()
        var heard: [CatalogEvent] = []
        modules.listen(to: CatalogEvent.self) { event, _ in
            heard.append(event)
            return .handled
        }
        let catalog = try modules.build(CatalogContext(routingContext: "test"))
        let detail = try modules.build(DetailContext(item: "a", routingContext: "test"))
        try await catalog.sampleView.perform(.open(2))
        try await detail.sampleView.perform(.close)
        #expect(heard == [.open("b")])
    }

    @Test func aListenerHoldsNoReferenceToModulesItIgnored() throws {
        let modules = try manager()
        modules.listen(to: CatalogEvent.self) { _, _ in .handled }
        weak var weakDetail: (any ModuleProtocol<DetailContext>)?
        do {
            let detail = try modules.build(DetailContext(item: "a", routingContext: "test"))
            weakDetail = detail
        }
        #expect(weakDetail == nil)
    }

    @Test func everyListenerIsCalledEvenAfterOneHandledTheEvent() throws {
        let modules = try manager()
        var calls: [String] = []
        modules.listen(to: CatalogEvent.self) { _, _ in
            calls.append("first")
            return .handled
        }
        modules.listen(to: CatalogEvent.self) { _, _ in
            calls.append("second")
            return .handled
        }
        let catalog = try modules.build(CatalogContext(routingContext: "test"))
        catalog.events.emit(.close)
        #expect(calls == ["first", "second"])
    }

    @Test func aListenerFilteredToRoutingContextsIgnoresOtherFlows() throws {
        let modules = try manager()
        var flows: [String] = []
        modules.listen(to: CatalogEvent.self, in: ["a", "b"]) { _, source in
            flows.append(source.routingContext.description)
            return .handled
        }
        for flow in ["a", "b.child", "c"] {
            let catalog = try modules.build(CatalogContext(routingContext: RoutingContext(flow)))
            catalog.events.emit(.close)
        }
        #expect(flows == ["a", "b.child"])
    }

    @Test func aFilteredListenerAddedLateIgnoresTheLiveModulesOfOtherFlows() throws {
        let modules = try manager()
        let inFlow = try modules.build(CatalogContext(routingContext: "a.list"))
        let outside = try modules.build(CatalogContext(routingContext: "c"))
        var flows: [String] = []
        var unhandled: [String] = []
        let records = modules.observe([.unhandled]) { unhandled.append($0.routingContext ?? "") }
        modules.listen(to: CatalogEvent.self, in: ["a"]) { _, source in
            flows.append(source.routingContext.description)
            return .handled
        }
        inFlow.events.emit(.close)
        outside.events.emit(.close)
        #expect(flows == ["a.list"], "the module of flow c was not attached to it")
        #expect(unhandled == ["c"], "and its event reached no one")
        _ = records
    }

    @Test func aListenerAddedLateIsAttachedToModulesAlreadyAlive() throws {
        let modules = try manager()
        let catalog = try modules.build(CatalogContext(routingContext: "test"))
        var heard: [CatalogEvent] = []
        modules.listen(to: CatalogEvent.self) { event, _ in
            heard.append(event)
            return .handled
        }
        catalog.events.emit(.close)
        #expect(heard == [.close])
    }

    @Test func aListenerLivesWithTheManagerAndHearsNothingMoreOnceCancelled() throws {
        let modules = try manager()
        var count = 0
        let first = modules.listen(to: CatalogEvent.self) { _, _ in
            count += 1
            return .handled
        }
        var released: Subscription? = modules.listen(to: CatalogEvent.self) { _, _ in
            count += 10
            return .ignored
        }
        released = nil
        let catalog = try modules.build(CatalogContext(routingContext: "test"))
        catalog.events.emit(.close)
        #expect(count == 11, "a released subscription leaves its listener in place")
        first.cancel()
        first.cancel()
        catalog.events.emit(.close)
        let later = try modules.build(CatalogContext(routingContext: "test"))
        later.events.emit(.close)
        #expect(count == 31, "a cancelled listener hears neither live nor new modules")
        modules.listen(to: CatalogEvent.self) { _, _ in
            count += 100
            return .ignored
        }.cancel()
        later.events.emit(.close)
        #expect(count == 41)
        _ = released
    }

    @Test func aModuleThatOutlivesItsManagerNoLongerReachesItsListeners() throws {
        var modules: ModuleManager? = try manager()
        var count = 0
        modules?.listen(to: CatalogEvent.self) { _, _ in
            count += 1
            return .handled
        }
        let catalog = try #require(try modules?.build(CatalogContext(routingContext: "test")))
        catalog.events.emit(.close)
        modules = nil
        catalog.events.emit(.close)
        #expect(count == 1)
    }

    @Test func listenersSeeTheSourceIDAndRoutingContext() throws {
        let modules = try manager()
        var seen: ModuleSource?
        modules.listen(to: DetailEvent.self) { _, source in
            seen = source
            return .handled
        }
        let detail = try modules.build(DetailContext(item: "x", routingContext: "catalog.detail"))
        detail.events.emit(.close)
        #expect(seen?.id == modules.id(of: detail))
        #expect(seen?.routingContext == "catalog.detail")
        #expect((seen?.context as? DetailContext)?.item == "x")
    }

    @Test func eventsNoListenerHandledAreReported() throws {
        let modules = try manager()
        var unhandled: [String] = []
        let observation = modules.observe([.unhandled]) {
            unhandled.append("\($0.module ?? "") \($0.summary)")
        }
        defer { observation.cancel() }
        modules.listen(to: CatalogEvent.self) { event, _ in event == .close ? .handled : .ignored }
        let catalog = try modules.build(CatalogContext(routingContext: "test"))
        catalog.events.emit(.close)
        catalog.events.emit(.open("a"))
        #expect(unhandled == ["Catalog#1 open(\"a\")"])
    }

    @Test func aNewModuleIsPreparedOnce() async throws {
        let modules = try manager()
        let detail = try modules.build(DetailContext(item: "a", routingContext: "test"))
        await modules.reachIdlePoint()
        await modules.reachIdlePoint()
        #expect((detail as? DetailModule)?.preparedCount == 1)
    }

    @Test func aLoadedModuleIsRefreshedWhenItAppearsAgain() async throws {
        let navigator = try await startedNavigator()
        let modules = navigator.modules
        let root = try #require(navigator.top?.module as? DetailModule)
        #expect(root.refreshCount == 0, "the first appearance prepares, it does not refresh")
        try navigator.push(DetailContext(item: "b", routingContext: "c"))
        await modules.reachIdlePoint()
        try navigator.pop()
        await modules.reachIdlePoint()
        #expect(root.refreshCount == 1)
        #expect(root.preparedCount == 1)
    }

    @Test func aNewModuleIsPreparedNotRefreshedWhereAReleasedOneWas() async throws {
        let navigator = try await startedNavigator()
        let modules = navigator.modules
        // Push and pop many times: the allocator hands a new module the memory of the last one,
        // and with it its identifier, so the scheduler must not take it for the one it prepared
        // (with glibc this fails at the first reuse when the scheduler forgets that).
        for item in 0..<40 {
            try navigator.push(DetailContext(item: "\(item)", routingContext: "c"))
            let detail = try #require(navigator.top?.module as? DetailModule)
            await modules.reachIdlePoint()
            #expect(detail.preparedCount == 1)
            #expect(detail.refreshCount == 0)
            try navigator.pop()
            await modules.reachIdlePoint()
        }
        #expect(modules.aliveModules.count == 1)
    }
}
