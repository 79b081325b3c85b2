import ModuleKitTesting
import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct ModuleHarnessTests {
    @Test func itDrivesAModuleThroughItsViewAndReadsWhatItShows() async throws {
        let harness = try await SampleFeatures.detailHarness()
        #expect(harness.text == "Item a\n")
        try await harness.perform(.favourite)
        harness.expectEvent(.favourite("a"))
        harness.expectState(DetailState.self) { $0.favourite = true }
        #expect(harness.text == "Item a\n★ favourite\n")
        await harness.finish()
    }

    /// An action that starts a ticker ends when the action does, as an idle point does: the
    /// ticker's ongoing work runs on, and the test with it.
    @Test func anActionThatStartsOngoingWorkEndsWithoutWaitingForIt() async throws {
        try await ModuleHarness.run(PlayerFeature.builder(), PlayerContext(routingContext: "test")) {
            player in
            player.limit = .seconds(5)
            player.exhaustiveState = false  // the ticker's changes are no step's
            try await player.act(PlayerAction.play)
            let position = player.state(as: PlayerState.self)?.position ?? 0
            await ManualService().waitUntil("the ticker to tick") {
                (player.state(as: PlayerState.self)?.position ?? 0) > position
            }
            try await player.act(PlayerAction.play)  // the ticker started again, by its id
            #expect(player.state(as: PlayerState.self)?.playing == true)
        }
    }

    @Test func aHeldLoadCanBeClosedAndNothingOfItIsDeliveredAfter() async throws {
        let service = ManualService()
        let harness = try await ModuleHarness(
            SampleFeatures.loader(service), LoaderContext(name: "a", routingContext: "test"),
            holdingLoad: true)
        #expect(harness.isLoading)
        #expect(service.asked == 0, "the load is held at its start")
        #expect(await harness.close().isEmpty)
        harness.expectNothingAfterClose()
        #expect(harness.dropped == ["render", #"event loaded("(cancelled)")"#], "the load ran, cancelled")
        await harness.finish()
    }

    /// What the load changes is the load's, not an action's: the exhaustive state check asks no
    /// test to say it (the finish would fail).
    @Test func aHeldLoadGoesOnWhenReleased() async throws {
        let service = ManualService()
        let harness = try await ModuleHarness(
            SampleFeatures.loader(service), LoaderContext(name: "a", routingContext: "test"),
            holdingLoad: true)
        async let released: Void = harness.releaseLoad()
        await service.waitUntil { service.pending == 1 }
        service.answerAll("hello")
        await released
        #expect(!harness.isLoading)
        #expect(harness.state(as: LoaderState.self)?.text == "hello")
        harness.expectEvent(.loaded("hello"))
        await harness.finish()
        #expect(harness.dropped.isEmpty)
    }

    @Test func checkingForOutputAfterACloseThatDidNotHappenFailsTheTest() async throws {
        let harness = try await SampleFeatures.detailHarness()
        withKnownIssue { harness.expectNothingAfterClose() }
        await harness.finish()
    }

    @Test func anEventEmittedAndNotAssertedFailsTheTest() async throws {
        let harness = try await SampleFeatures.detailHarness()
        try await harness.perform(.close)
        await withKnownIssue {
            await harness.finish()
        }
    }

    @Test func aWrongEventFailsTheTest() async throws {
        let harness = try await SampleFeatures.detailHarness()
        try await harness.perform(.close)
        withKnownIssue {
            harness.expectEvent(.favourite("a"))
        }
        await harness.finish()
    }

    @Test func anActionTheViewRefusesIsATypedErrorAndChangesNothing() async throws {
        let harness = try await SampleFeatures.detailHarness()
        await #expect(throws: SampleActionError.unsupported(.open(1))) {
            try await harness.perform(.open(1))
        }
        #expect(harness.text == "Item a\n")
        await harness.finish()
    }

    @Test func aModuleKeptAliveAfterCloseIsReportedAsALeak() async throws {
        let harness = try await SampleFeatures.detailHarness()
        let stray = harness.subject
        await withKnownIssue {
            await harness.finish()
        }
        _ = stray
    }

    @Test func aScopedHarnessFinishesByItself() async throws {
        await withKnownIssue {
            try await ModuleHarness.run(
                SampleFeatures.detail(), DetailContext(item: "a", routingContext: "test")
            ) {
                harness in
                try await harness.perform(.favourite)
            }
        }
        let screen = try await ModuleHarness.run(
            SampleFeatures.detail(), DetailContext(item: "b", routingContext: "test")
        ) { harness in
            try await harness.perform(.favourite)
            harness.expectEvent(.favourite("b"))
            harness.expectState(DetailState.self) { $0.favourite = true }
            return harness.text
        }
        #expect(screen == "Item b\n★ favourite\n")
    }
}
