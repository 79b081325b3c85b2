import Counter
import ModuleKit
import ModuleKitTesting
import Testing

@MainActor
@Suite struct CounterTests {
    @Test func tappingPlusCountsAndRedrawsTheLabel() async throws {
        try await ModuleHarness.run(CounterFeature.builder(), CounterContext(routingContext: "test")) {
            counter in
            let view = try #require(counter.subject.view as? any WidgetView)
            view.tap(.increment)
            counter.expectEvent(.counted(1))
            counter.expectState(CounterState.self) { $0.count = 1 }  // every change of state is said
            #expect(
                view.body
                    == .column([
                        .label("Count: 1"), .button(title: "+1", action: .increment),
                        .button(title: "Reset", action: .reset),
                    ]))
        }
    }

    @Test func configuredThroughItsInputBeforeTheFirstTapItCountsOnFromThere() async throws {
        try await ModuleHarness.run(
            CounterFeature.builder(), CounterContext(milestone: 5, routingContext: "test")
        ) {
            counter in
            counter.input.start(at: 4)
            (counter.subject.view as? any WidgetView)?.tap(.increment)
            counter.expectEvents([.counted(5), .reachedMilestone(5)])
            counter.expectState(CounterState.self) { $0.count = 5 }
        }
    }

    @Test func anEventLeftUnassertedFailsTheTest() async throws {
        await withKnownIssue {
            try await ModuleHarness.run(CounterFeature.builder(), CounterContext(routingContext: "test")) {
                counter in
                (counter.subject.view as? any WidgetView)?.tap(.reset)
            }
        }
    }
}

@MainActor
@Suite struct CounterAppTests {
    @Test func aMilestonePushesTheMilestoneScreenAndItsCloseButtonPopsIt() async throws {
        let app = try CounterApp(milestone: 2)
        app.top?.tap(.increment)
        #expect(app.navigator.visibleStack.count == 1)
        app.top?.tap(.increment)
        #expect(app.navigator.visibleStack.count == 2)
        #expect(
            app.top?.body == .column([.label("You reached 2!"), .button(title: "Close", action: .close)]))
        #expect(app.navigator.top?.context.routingContext == "counter.milestone")

        app.top?.tap(.close)
        #expect(app.navigator.visibleStack.count == 1)
        #expect(app.top?.body.buttonTitles == ["+1", "Reset"])
        // Closed means gone: nothing the milestone screen owned is still alive.
        #expect(await app.modules.reachIdlePoint().isEmpty)
    }
}
