import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct NavigatorTests {
    let log = LifecycleLog()
    let modules = ModuleManager()
    let navigator: Navigator

    init() throws {
        try modules.register(SampleFeatures.catalog(items: ["a", "b"], log: log))
        let detail = SampleFeatures.detail(log: log)
        try modules.register(detail)
        try modules.register(SampleFeatures.shelf(details: detail, log: log))
        navigator = Navigator(
            modules: modules,
            tabs: [
                Tab(name: "catalog", root: CatalogContext(routingContext: "catalog")),
                Tab(name: "other", root: DetailContext(item: "root", routingContext: "other")),
            ])
        try navigator.start()
    }

    func detail(_ item: String) -> DetailContext { DetailContext(item: item, routingContext: "test") }

    @Test func startShowsTheFirstTabsRoot() {
        #expect(navigator.visibleStack.count == 1)
        #expect(navigator.top?.context is CatalogContext)
        #expect(log.entries == ["Catalog willAppear", "Catalog didAppear"])
    }

    @Test func closingAllClosesEveryScreenOfEveryTabAndNothingLeaks() async throws {
        try navigator.push(detail("a"))
        try navigator.select(tab: 1)
        try navigator.present(detail("b"))
        await modules.reachIdlePoint()
        #expect(modules.aliveModules.count == 4)
        log.clear()
        navigator.closeAll()
        #expect(navigator.visibleStack.isEmpty && navigator.top == nil)
        #expect(
            log.entries == ["Detail(b) willDisappear", "Detail(b) didDisappear"], "only the top was shown")
        #expect(await modules.reachIdlePoint().isEmpty, "nothing leaked")
        #expect(modules.aliveModules.isEmpty)
        try navigator.start()
        #expect(navigator.top?.context is DetailContext, "started again, on the tab it showed")
    }

    @Test func pushSendsEachLifecycleChangeOnceInOrder() throws {
        log.clear()
        try navigator.push(detail("a"))
        #expect(
            log.entries == [
                "Catalog willDisappear", "Detail(a) willAppear", "Catalog didDisappear",
                "Detail(a) didAppear",
            ])
        log.clear()
        try navigator.pop()
        #expect(
            log.entries == [
                "Detail(a) willDisappear", "Catalog willAppear", "Detail(a) didDisappear",
                "Catalog didAppear",
            ])
    }

    @Test func popAtTheRootIsAnErrorAndChangesNothing() throws {
        log.clear()
        #expect(throws: ModuleError.atRoot) { try navigator.pop() }
        #expect(navigator.visibleStack.count == 1)
        #expect(log.entries.isEmpty)
    }

    @Test func presentOpensAModalStackThatPushesGoInto() throws {
        try navigator.present(detail("m"))
        try navigator.push(detail("n"))
        #expect(navigator.modalStacks.count == 1)
        #expect(navigator.modalStacks[0].count == 2)
        #expect(navigator.stack(ofTab: 0).count == 1)
        try navigator.dismiss()
        #expect(navigator.modalStacks.isEmpty)
        #expect(navigator.top?.context is CatalogContext)
        #expect(throws: ModuleError.nothingPresented) { try navigator.dismiss() }
    }

    @Test func replaceRootLeavesOneScreen() throws {
        try navigator.push(detail("a"))
        try navigator.replaceRoot(detail("b"))
        #expect(navigator.visibleStack.map { ($0.context as? DetailContext)?.item } == ["b"])
    }

    @Test func closePopsWhenTheStackHasMoreThanOneScreen() throws {
        let a = try navigator.push(detail("a"))
        try navigator.push(detail("b"))
        try navigator.close(a)
        #expect(navigator.visibleStack.count == 1)
    }

    @Test func closeDismissesAPresentedRoot() throws {
        let modal = try navigator.present(detail("m"))
        try navigator.close(modal)
        #expect(navigator.modalStacks.isEmpty)
    }

    @Test func closeDetachesAnEmbeddedModule() throws {
        let shelf = try navigator.push(ShelfContext(item: "s", routingContext: "test"))
        let container = try #require(modules.module(shelf)?.container)
        let child = try #require(container.child(in: "detail"))
        let childID = try #require(modules.id(of: child))
        try navigator.close(childID)
        #expect(container.child(in: "detail") == nil)
    }

    @Test func anEmbeddedChildsIDIsItsHostsToMatchWithItsRecords() throws {
        let shelf = try navigator.push(ShelfContext(item: "s", routingContext: "test"))
        let container = try #require(modules.module(shelf)?.container)
        let id = try #require(container.childID(in: "detail"))
        #expect(
            modules.source(of: id)?.context as? DetailContext
                == DetailContext(item: "s", routingContext: "test.detail"))
        #expect(container.childID(in: "nothing") == nil)
        try navigator.close(id)
        #expect(container.childID(in: "detail") == nil, "detached, it is no longer the host's")
    }

    @Test func aListenerHandsWorkToATabsRootThroughItsTypedInput() async throws {
        modules.listen(to: CatalogEvent.self) { [navigator] event, _ in
            guard case .open(let item) = event else { return .ignored }
            try? navigator.rootInput(of: DetailContext.self)?.setNote("asked for \(item)")
            return .handled
        }
        #expect(try navigator.rootInput(of: ShelfContext.self) == nil, "no tab's root is a shelf")
        try await navigator.top?.module.sampleView.perform(.open(1))
        let root = try #require(navigator.stack(ofTab: 1).first?.module as? DetailModule)
        #expect(root.store.state.note == "asked for a", "the other tab's root, built for it, kept it")
        #expect(navigator.selectedTab == 0, "and was not shown")
        try navigator.select(tab: 1)
        #expect(navigator.top?.id == navigator.stack(ofTab: 1).first?.id, "shown when its tab is selected")
        #expect(root.store.state.note == "asked for a")
    }

    @Test func closingATabsRootIsRefusedAndClosingWhatIsShownNowhereDoesNothing() throws {
        let root = try #require(navigator.top?.id)
        #expect(throws: ModuleError.atRoot) { try navigator.close(root) }
        let a = try navigator.push(detail("a"))
        try navigator.close(a)
        try navigator.close(a)
        try navigator.close(ModuleID(name: "Nope", serial: 999))
        #expect(navigator.visibleStack.map(\.id) == [root])
    }

    @Test func closingAScreenInTheMiddlePopsTheScreensAboveIt() throws {
        let a = try navigator.push(detail("a"))
        try navigator.push(detail("b"))
        try navigator.push(detail("c"))
        log.clear()
        try navigator.close(a)
        #expect(
            log.entries == [
                "Detail(c) willDisappear", "Catalog willAppear", "Detail(c) didDisappear",
                "Catalog didAppear",
            ])
    }

    @Test func tabsKeepTheirOwnStacks() throws {
        try navigator.push(detail("a"))
        log.clear()
        try navigator.select(tab: 1)
        #expect(
            log.entries == [
                "Detail(a) willDisappear", "Detail(root) willAppear", "Detail(a) didDisappear",
                "Detail(root) didAppear",
            ])
        try navigator.select(tab: 0)
        #expect(navigator.visibleStack.count == 2)
    }

    @Test func childrenFollowTheirParentsAppearance() throws {
        log.clear()
        try navigator.push(ShelfContext(item: "s", routingContext: "test"))
        #expect(log.entries.contains("Detail(s) willAppear"))
        #expect(log.entries.contains("Detail(s) didAppear"))
        log.clear()
        try navigator.pop()
        #expect(
            log.entries.filter { $0.hasPrefix("Detail(s)") } == [
                "Detail(s) willDisappear", "Detail(s) didDisappear",
            ])
    }

    @Test func aTransitionWithoutAConfigurationStepStillHappens() throws {
        try navigator.push(detail("plain"))
        #expect((navigator.top?.context as? DetailContext)?.item == "plain")
    }

    @Test func setStackRebuildsATabFromContexts() throws {
        try navigator.setStack(
            [CatalogContext(routingContext: "catalog"), detail("a"), detail("b")], ofTab: 0)
        #expect(navigator.visibleStack.count == 3)
        #expect(navigator.contexts().compactMap { ($0 as? DetailContext)?.item } == ["a", "b"])
    }

    @Test func settingTheStackAlreadyShownKeepsEveryModuleAndChangesNothing() throws {
        try navigator.push(detail("a"))
        try navigator.push(detail("b"))
        let shown = navigator.visibleStack.map(\.id)
        log.entries.removeAll()
        // Named again by a link: the same screens, from another routing flow.
        try navigator.setStack(
            [
                CatalogContext(routingContext: .deeplink),
                DetailContext(item: "a", routingContext: .deeplink),
                DetailContext(item: "b", routingContext: .deeplink),
            ], ofTab: 0)
        #expect(navigator.visibleStack.map(\.id) == shown, "no screen was built again")
        #expect(log.entries.isEmpty, "and none appeared or disappeared")
    }

    @Test func aStackSharingItsStartWithTheOneShownKeepsTheSharedScreensAndBuildsTheRest() throws {
        try navigator.push(detail("a"))
        try navigator.push(detail("b"))
        let shown = navigator.visibleStack.map(\.id)
        try navigator.setStack(
            [CatalogContext(routingContext: .deeplink), detail("a"), detail("c")], ofTab: 0)
        let now = navigator.visibleStack.map(\.id)
        #expect(Array(now.prefix(2)) == Array(shown.prefix(2)), "the catalog and a are the same modules")
        #expect(now.count == 3 && now[2] != shown[2], "c was built")
        #expect(navigator.contexts().compactMap { ($0 as? DetailContext)?.item } == ["a", "c"])
        #expect(modules.module(shown[2]) == nil, "b was closed")
        // A screen that differs in one value is another screen: it and what follows are built.
        try navigator.setStack([CatalogContext(routingContext: "x"), detail("z")], ofTab: 0)
        #expect(navigator.visibleStack.first?.id == shown[0])
        #expect(navigator.visibleStack.last?.id != now[1])
    }

    @Test func aFailedBuildLeavesTheStackAsItWas() {
        struct Unregistered: BuildContext {
            var routingContext: RoutingContext
            var deeplinkSegments: [String]? { nil }
        }
        #expect(throws: ModuleError.notRegistered(contextType: "Unregistered")) {
            try navigator.setStack(
                [CatalogContext(routingContext: "x"), Unregistered(routingContext: "x")], ofTab: 0)
        }
        #expect(navigator.visibleStack.count == 1)
    }

    @Test func aFullStackRefusesOneMoreScreenAndStaysAsItWas() async throws {
        let small = Navigator(
            modules: modules, tabs: [Tab(name: "catalog", root: CatalogContext(routingContext: "c"))],
            maximumDepth: 3)
        try small.start()
        try small.push(detail("a"))
        try small.push(detail("b"))
        #expect(throws: ModuleError.stackFull(limit: 3)) { try small.push(detail("c")) }
        #expect(throws: ModuleError.stackFull(limit: 3)) { try small.push(all: [detail("d")]) }
        #expect(throws: ModuleError.stackFull(limit: 3)) {
            try small.setStack(
                [CatalogContext(routingContext: "c"), detail("e"), detail("f"), detail("g")], ofTab: 0)
        }
        #expect(small.visibleStack.count == 3)
        #expect((small.top?.context as? DetailContext)?.item == "b")
        #expect(await modules.reachIdlePoint().isEmpty, "a refused screen is not built, so nothing leaks")
    }

    @Test func theLinkOfAFullStackOfLongIdentifiersIsAcceptedAgain() throws {
        var links = Deeplinks(scheme: "sample")
        try links.register("item/{item}") { parameters, routing in
            DetailContext(item: parameters["item"], routingContext: routing)
        }
        let longest = String(repeating: "x", count: 64)
        let stack = Array(repeating: DetailContext(item: longest, routingContext: "t"), count: 32)
        let link = try links.link(for: stack)
        #expect(try links.resolve(link).count == 32)
    }
}

/// What `open` does with a link: a tab only when the link begins with its root's whole link, and
/// nothing at all when the stack it would show cannot be written back as a link.
@MainActor
@Suite struct OpenLinkTests {
    /// Two tabs: the catalog (`app://catalog`) and the first item (`app://item/1`).
    func app() throws -> (Navigator, Deeplinks) {
        let modules = ModuleManager()
        let detail = SampleFeatures.detail()
        try modules.register(SampleFeatures.catalog(items: ["1", "7"]))
        try modules.register(detail)
        try modules.register(SampleFeatures.shelf(details: detail))
        let navigator = Navigator(
            modules: modules,
            tabs: [
                Tab(name: "c", root: CatalogContext(routingContext: "c")),
                Tab(name: "first", root: DetailContext(item: "1", routingContext: "first")),
            ])
        var links = Deeplinks(scheme: "app")
        try links.register("catalog") { _, routing in CatalogContext(routingContext: routing) }
        try links.register("item/{id}") { parameters, routing in
            DetailContext(item: parameters["id"], routingContext: routing)
        }
        navigator.modules.links = links
        try navigator.start()
        return (navigator, links)
    }

    @Test func aLinkThatSharesOnlyTheFirstSegmentOfATabsRootIsPushedWhereThePersonIs() throws {
        let (navigator, links) = try app()
        try navigator.select(tab: 1)
        try navigator.select(tab: 0)
        // `item/1234` begins with `item`, as the second tab's root `item/1` does, but not with it.
        #expect(try navigator.open("app://item/1234") == "app://catalog/item/1234")
        #expect(navigator.selectedTab == 0)
        #expect(try links.link(for: navigator.contexts(ofTab: 1)) == "app://item/1", "the tab's root stays")
        // The root's whole link selects its tab.
        #expect(try navigator.open("app://item/1") == "app://item/1")
        #expect(navigator.selectedTab == 1)
        navigator.closeAll()
    }

    @Test func aLinkWhoseStackCouldNotBeWrittenBackChangesNothing() throws {
        let (navigator, _) = try app()
        try navigator.push(ShelfContext(item: "1", routingContext: "c.shelf"))  // a screen without a link
        let before = navigator.contexts().map { "\($0)" }
        #expect(throws: ModuleError.notLinkable(contextType: "ShelfContext")) {
            try navigator.open("app://item/7")
        }
        #expect(navigator.contexts().map { "\($0)" } == before, "nothing was pushed")
        navigator.closeAll()
    }
}
