import ModuleKitCore
import ModuleKitTesting
import TerminalHost
import TerminalHostTesting
import TerminalUI
import Testing

/// The app and test of docs/A-MODULE-IN-FIVE-MINUTES.md, run.
@MainActor
@Suite struct ReadmeExampleTests {
    let detailDependencies = DetailDependencies(notes: ["b": "a note on b"])
    let dependencies = DetailDependencies(notes: [:])

    @Test func theAppRoutesACatalogsOpenToADetailScreen() async throws {
        // snippet: readme-app
        let modules = ModuleManager()
        // One detail builder: the app's screen and the one the catalog embeds (two would be refused).
        let detail = DetailFeature.builder(detailDependencies)
        try modules.register(CatalogFeature.builder(CatalogDependencies(detail: detail)))
        try modules.register(detail)
        let navigator = Navigator(
            modules: modules,
            tabs: [Tab(name: "catalog", root: CatalogContext(items: ["a", "b"], routingContext: "catalog"))])

        modules.listen(to: CatalogEvent.self) { event, source in
            guard case .open(let item) = event else { return .ignored }
            _ = try? navigator.push(
                DetailContext(item: item, routingContext: source.routingContext.child("detail")))
            return .handled
        }
        // end
        try navigator.start()
        await modules.reachIdlePoint()
        let catalog = try #require(navigator.top?.module.terminalView)
        #expect(catalog.screen().text.contains("a"), "the first item's detail shows inside the catalog")
        let open = try catalog.prepare(Command(parsing: "open 2"))
        #expect(await open.start(on: navigator.top!.module.work).value == nil, "carried out")
        await modules.reachIdlePoint()
        #expect(navigator.visibleStack.map(\.context.routingContext) == ["catalog", "catalog.detail"])
        #expect(navigator.top?.module.terminalView?.screen().text == "b\na note on b\n")
    }

    // snippet: readme-test
    @Test func favouritingEmitsAnEvent() async throws {
        let harness = try await ModuleHarness(
            DetailFeature.builder(dependencies), DetailContext(item: "a", routingContext: "test"))
        try await harness.send("favourite")
        harness.expectEvent(.favourite("a"))  // every event must be asserted,
        harness.expectState(DetailState.self) { $0.isFavourite = true }  // and every change of state
        #expect(harness.screen.contains("★"))
        await harness.finish()  // fails on anything unasserted, and on leaks
    }
    // end
}
