import Testing

@testable import ModuleKitCore

/// The smallest app: two features and a listener routing one's event to the other's context.
/// The routing code names contexts and events only, never CatalogModule or DetailModule.
@MainActor
@Suite struct TwoModuleSampleTests {
    @Test func aListenerRoutesOneModulesEventToTheOthersContext() async throws {
        // Composition root: the one place that names the features' builders.
        let modules = ModuleManager()
        try modules.register(SampleFeatures.catalog(items: ["apple", "pear"]))
        try modules.register(SampleFeatures.detail())
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "catalog", root: CatalogContext(routingContext: "catalog"))])

        // Routing: events in, contexts out.
        modules.listen(to: CatalogEvent.self) { [unowned navigator] event, source in
            guard case .open(let item) = event else { return .ignored }
            _ = try? navigator.push(
                DetailContext(item: item, routingContext: source.routingContext.child("detail")))
            return .handled
        }
        modules.listen(to: DetailEvent.self) { [unowned navigator] event, source in
            guard case .close = event else { return .ignored }
            try? navigator.close(source.id)
            return .handled
        }

        try navigator.start()
        try await navigator.top?.module.sampleView.perform(.open(2))
        #expect(await modules.reachIdlePoint().isEmpty)
        #expect(
            navigator.top?.context as? DetailContext
                == DetailContext(item: "pear", routingContext: "catalog.detail"))
        #expect(navigator.top?.module.sampleView.text == "Item pear\n")

        try await navigator.top?.module.sampleView.perform(.close)
        #expect(await modules.reachIdlePoint().isEmpty, "the closed module is gone by the end of the event")
        #expect(navigator.top?.context is CatalogContext)
    }
}
