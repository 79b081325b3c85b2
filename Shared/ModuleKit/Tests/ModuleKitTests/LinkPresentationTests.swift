import Testing

@testable import ModuleKitCore

/// A composer: always presented over what is shown, never pushed (MERLin's `canPush` false).
struct ComposeContext: BuildContext, AlwaysPresented {
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["compose"] }
}

@MainActor
final class ComposeModule: ModuleProtocol {
    let context: ComposeContext
    let events = EventStream<Never>()
    private(set) lazy var view: any ModuleView = SampleView(render: { ["Compose"] })

    init(context: ComposeContext) {
        self.context = context
    }
}

/// How a link's screens are shown — in their tab, pushed where the person is, presented in a
/// stack of their own — and a screen that is always presented, however it is reached.
@MainActor
@Suite struct LinkPresentationTests {
    var links: Deeplinks
    let navigator: Navigator

    init() throws {
        links = Deeplinks(scheme: "sample")
        try links.register("catalog") { _, routing in CatalogContext(routingContext: routing) }
        try links.register("item/{item}") { parameters, routing in
            DetailContext(item: parameters["item"], routingContext: routing)
        }
        try links.register("compose") { _, routing in ComposeContext(routingContext: routing) }
        navigator = try Self.app()
        navigator.modules.links = links
    }

    /// The sample app with the composer, its stacks at most `maximumDepth` deep.
    static func app(maximumDepth: Int = 32) throws -> Navigator {
        let modules = ModuleManager()
        try modules.register(SampleFeatures.catalog(items: ["a"]))
        try modules.register(SampleFeatures.detail())
        try modules.register(ModuleBuilder(name: "Compose") { context in ComposeModule(context: context) })
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "c", root: CatalogContext(routingContext: "c"))],
            maximumDepth: maximumDepth)
        try navigator.start()
        return navigator
    }

    /// What is shown: the tab's stack, then each modal stack, as the types of their screens.
    var shown: [[String]] {
        ([navigator.stack(ofTab: 0)] + navigator.modalStacks).map { stack in
            stack.map { "\(type(of: $0.context))" }
        }
    }

    @Test func automaticallyALinkGoesToItsTabAndPushIsWhereThePersonIs() throws {
        try navigator.push(DetailContext(item: "x", routingContext: "c"))
        #expect(try navigator.open("sample://catalog/item/a") == "sample://catalog/item/a")
        #expect(shown == [["CatalogContext", "DetailContext"]], "the tab's stack is the link's")
        #expect(
            try navigator.open("sample://catalog/item/b", as: .push)
                == "sample://catalog/item/a/catalog/item/b")
        #expect(shown == [["CatalogContext", "DetailContext", "CatalogContext", "DetailContext"]])
    }

    @Test func aPresentedLinkIsAStackOfItsOwnThatBackClosesWhole() throws {
        let link = try navigator.open("sample://item/a/item/b", as: .present)
        #expect(link == "sample://item/a/item/b", "the link of what is shown: the presented stack")
        #expect(shown == [["CatalogContext"], ["DetailContext", "DetailContext"]])
        try navigator.dismiss()
        #expect(shown == [["CatalogContext"]])
    }

    @Test func aScreenAlwaysPresentedIsPresentedByAPushAndByALink() throws {
        try navigator.push(ComposeContext(routingContext: "c"))
        #expect(shown == [["CatalogContext"], ["ComposeContext"]], "a listener's push presents it")
        try navigator.dismiss()
        let link = try navigator.open("sample://catalog/item/a/compose")
        #expect(link == "sample://compose")
        #expect(shown == [["CatalogContext", "DetailContext"], ["ComposeContext"]], "in one step")
        try navigator.dismiss()
        try navigator.open("sample://compose", as: .push)
        #expect(shown == [["CatalogContext", "DetailContext"], ["ComposeContext"]], "never pushed")
    }

    @Test func aHostIsToldWhenWhatItShowsIsPresentedOverTheTabsStack() async throws {
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        let tab = await session.step(.open("sample://catalog/item/a"))
        #expect(tab.screens.count == 2 && !tab.isPresented, "a tab's stack, pushed onto")
        let presented = await session.step(.open("sample://compose"))
        #expect(presented.link == "sample://compose" && presented.isPresented)
        #expect(presented.selectedTab == 0, "the tab it is presented over")
        let back = await session.step(.back)
        #expect(back.link == "sample://catalog/item/a" && !back.isPresented, "the tab's stack again")
        await navigator.modules.reachIdlePoint()
    }

    @Test func aListenerThatPushesAScreenAlwaysPresentedPresentsIt() async throws {
        let modules = navigator.modules
        let listening = modules.listen(to: CatalogEvent.self) { [navigator] event, source in
            guard case .open = event else { return .ignored }
            _ = try? navigator.push(ComposeContext(routingContext: source.routingContext.child("compose")))
            return .handled
        }
        let catalog = try #require(navigator.top?.module.sampleView)
        try await catalog.perform(.open(1))
        #expect(shown == [["CatalogContext"], ["ComposeContext"]], "presented over the tab, never pushed")
        try navigator.back()
        #expect(shown == [["CatalogContext"]], "back closes it")
        listening.cancel()
    }

    @Test func aLinkThatCannotBeShownWholeChangesNothingAndLeavesNothingBuilt() async throws {
        let small = try Self.app(maximumDepth: 2)
        small.modules.links = links
        #expect(throws: ModuleError.stackFull(limit: 2)) {
            try small.open("sample://item/a/item/b/compose", as: .push)
        }
        #expect(small.stack(ofTab: 0).count == 1 && small.modalStacks.isEmpty, "nothing pushed or presented")
        #expect(await small.modules.reachIdlePoint().isEmpty, "the composer built for it closed: no leak")
    }
}
