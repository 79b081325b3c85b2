import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct PresenterActionTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    @Test func aFailedCallBecomesARefusalWithItsOwnLine() async {
        let refusal = await #expect(throws: ActionRefused.self) {
            try await ActionRefused.refusing { throw Broken() }
        }
        #expect(refusal?.reason == "the disk is full")
        let passed = await #expect(throws: ActionRefused.self) {
            try await ActionRefused.refusing { throw ActionRefused("already liked") }
        }
        #expect(passed == ActionRefused("already liked"), "a refusal passes unchanged")
        #expect(ActionRefused.notLoaded(failure: nil).reason == "this screen has not loaded yet")
        #expect(
            ActionRefused.notLoaded(failure: ModuleFailure(.notFound, "user x not found")).reason
                == "user x not found")
    }

    struct Shown: LoadingState {
        var isLoaded = false
        var error: ModuleFailure?
    }

    final class Liker: ModulePresenter {
        enum Action: ScreenAction { case like(String) }
        let store = StateStore(Shown())
        func load() async {}
        func perform(_ action: Action) async throws(ActionRefused) {
            if case .like("p1") = action { throw ActionRefused("you already like p1") }
        }
    }

    @Test func anActionSentInAModulesWorkIsTracedAndSoIsItsRefusal() async throws {
        let modules = ModuleManager()
        let trace = TraceLog(modules)
        try modules.register(SampleFeatures.catalog(items: []))
        let module = try modules.build(CatalogContext(routingContext: "c"))
        let liker = Liker()
        await module.work.ask {
            try? await liker.performTraced(.like("p2"))
            try? await liker.performTraced(.like("p1"))
        }.value
        #expect(trace.summaries(.action) == ["like(\"p2\")", "like(\"p1\")"])
        #expect(trace.summaries(.refused) == ["like(\"p1\"): you already like p1"])
        #expect(trace.records.filter { $0.kind == .action }.allSatisfy { $0.module == "Catalog#1" })
        await modules.reachIdlePoint()
    }

    @Test func aModuleWhosePresentersStateIsALoadingStateReportsItsErrorAsTheLoadFailure() throws {
        let modules = ModuleManager()
        try modules.register(
            ModuleBuilder<CatalogContext>(name: "Catalog") { context, _ in
                Liker()
            } view: { _ in
                Blank()
            })
        let module = try modules.build(CatalogContext(routingContext: "c"))
        let presenter = try #require((module as? PresentedModule<CatalogContext, Liker, Blank>)?.presenter)
        #expect(module.loadFailure == nil)
        presenter.store.update { $0.error = ModuleFailure(.unavailable, "cannot load posts: offline") }
        #expect(module.loadFailure == ModuleFailure(.unavailable, "cannot load posts: offline"))
    }

    /// Written by hand, with no `loadFailure` of its own: its store says it.
    final class HandWritten: ModuleProtocol, ModuleView {
        let context: CatalogContext
        let events = EventStream<CatalogEvent>()
        let store = StateStore(Shown())
        var view: any ModuleView { self }
        init(context: CatalogContext) { self.context = context }
    }

    @Test func aHandWrittenModuleReportsTheLoadFailureItsStoreHoldsWithNothingWritten() throws {
        let modules = ModuleManager()
        try modules.register(ModuleBuilder<CatalogContext>(name: "Catalog") { HandWritten(context: $0) })
        let module = try #require(try modules.build(CatalogContext(routingContext: "c")) as? HandWritten)
        #expect(module.loadFailure == nil)
        module.store.update { $0.error = ModuleFailure(.notFound, "catalog c not found") }
        #expect(module.loadFailure == ModuleFailure(.notFound, "catalog c not found"))
        let byHand = HandWritten(context: CatalogContext(routingContext: "c"))
        byHand.store.update { $0.error = ModuleFailure(.notFound, "catalog c not found") }
        #expect(byHand.loadFailure == nil, "made outside a manager, its store belongs to no module")
    }

    final class Blank: ModuleView {
        func render(_ state: Shown) {}
    }
}
