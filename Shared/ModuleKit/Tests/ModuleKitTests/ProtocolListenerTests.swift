import Testing

@testable import ModuleKitCore

/// What an analytics listener of the app reads: every event of a feature that says what it
/// announces, whatever the feature.
protocol Announced: Sendable {
    var headline: String { get }
}

extension CatalogEvent: Announced {
    var headline: String {
        switch self {
        case .open(let item): "opened \(item)"
        case .close: "closed the catalog"
        }
    }
}

/// A listener of a protocol hears every event that conforms, as its typed value; a listener of a
/// concrete type hears that type alone, as before.
@MainActor
@Suite struct ProtocolListenerTests {
    @Test func aListenerOfAProtocolHearsEveryEventThatConformsAsItsTypedValue() async throws {
        let modules = ModuleManager()
        let navigator = try SampleFeatures.app(items: ["apple", "pear"], modules: modules)
        var headlines: [String] = []
        var everything: [String] = []
        var favourites: [String] = []
        modules.listen(to: (any Announced).self) { event, _ in
            headlines.append(event.headline)
            return .ignored
        }
        modules.listen(to: (any Sendable).self) { event, source in
            everything.append("\(source.id.name): \(event)")
            return .handled
        }
        modules.listen(to: DetailEvent.self) { event, _ in
            favourites.append("\(event)")
            return .handled
        }
        try await navigator.top?.module.sampleView.perform(.open(2))  // a catalog event: it conforms
        try navigator.push(DetailContext(item: "pear", routingContext: "c.detail"))
        try await navigator.top?.module.sampleView.perform(.favourite)  // a detail event: it does not
        try await navigator.top?.module.sampleView.perform(.favourite)
        #expect(headlines == ["opened pear"], "the detail's events are not Announced")
        #expect(
            everything == [
                "Catalog: open(\"pear\")", "Detail: favourite(\"pear\")", "Detail: favourite(\"pear\")",
            ])
        #expect(
            favourites == ["favourite(\"pear\")", "favourite(\"pear\")"], "a concrete type: its own alone")
        navigator.closeAll()
        #expect(await modules.reachIdlePoint().isEmpty)
    }

    @Test func aListenerOfAProtocolAddedBeforeAnyModuleHearsTheModulesBuiltAfterIt() async throws {
        let modules = ModuleManager()
        var headlines: [String] = []
        modules.listen(to: (any Announced).self) { event, _ in
            headlines.append(event.headline)
            return .handled
        }
        let navigator = try SampleFeatures.app(items: ["apple"], modules: modules)
        try await navigator.top?.module.sampleView.perform(.open(1))
        try await navigator.top?.module.sampleView.perform(.close)
        #expect(headlines == ["opened apple", "closed the catalog"])
        navigator.closeAll()
    }

    @Test func aListenerOfAnotherConcreteTypeHearsNothingAndTheEventGoesUnhandled() async throws {
        let modules = ModuleManager()
        let navigator = try SampleFeatures.app(items: ["apple"], modules: modules)
        var heard = 0
        var unhandled: [String] = []
        let observation = modules.observe([.unhandled]) { unhandled.append($0.summary) }
        modules.listen(to: DetailEvent.self) { _, _ in
            heard += 1
            return .handled
        }
        try await navigator.top?.module.sampleView.perform(.open(1))
        try await navigator.top?.module.sampleView.perform(.open(1))
        #expect(heard == 0)
        #expect(unhandled == ["open(\"apple\")", "open(\"apple\")"])
        observation.cancel()
        navigator.closeAll()
    }
}
