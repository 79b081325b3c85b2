import ModuleKitTesting
import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct InputOutputTests {
    @Test func configurationGivenBeforeTheFirstRenderShowsAtTheFirstRender() async throws {
        let navigator = try SampleFeatures.app()
        let modules = navigator.modules
        try navigator.push(DetailContext(item: "a", routingContext: "test")) { input in
            input.setNote("from the caller")
        }
        await modules.reachIdlePoint()
        let detail = try #require(navigator.top?.module as? DetailModule)
        #expect(detail.sampleView.text == "Item a\nNote: from the caller\n")
        var rendered: [DetailState] = []
        detail.store.follow { rendered.append($0) }
        #expect(rendered.count == 1 && rendered.first?.note == "from the caller", "nothing waits to render")
    }

    @Test func aModulesOutputIsItsEvents() async throws {
        let harness = try await ModuleHarness(
            SampleFeatures.detail(), DetailContext(item: "a", routingContext: "test"))
        harness.input.setNote("n")
        harness.expectState(DetailState.self) { $0.note = "n" }
        try await harness.perform(.favourite)
        harness.expectEvent(.favourite("a"))
        harness.expectState(DetailState.self) { $0.favourite = true }
        #expect(harness.state(as: DetailState.self) == DetailState(item: "a", note: "n", favourite: true))
        await harness.finish()
    }
}
