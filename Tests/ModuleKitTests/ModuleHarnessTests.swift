import ModuleKit
import ModuleKitTesting
import TerminalUI
import Testing

@MainActor
@Suite struct ModuleHarnessTests {
    func harness() async throws -> ModuleHarness<DetailContext> {
        try await ModuleHarness(SampleFeatures.detail(), DetailContext(item: "a", routingContext: "test"))
    }

    @Test func itDrivesAModuleThroughCommandsAndReadsItsScreen() async throws {
        let harness = try await harness()
        #expect(harness.screen == "Item a\n")
        try await harness.send("favourite")
        harness.expectEvent(.favourite("a"))
        #expect(harness.screen == "Item a\n★ favourite\n")
        await harness.finish()
    }

    @Test func anEventEmittedAndNotAssertedFailsTheTest() async throws {
        let harness = try await harness()
        try await harness.send("close")
        await withKnownIssue {
            await harness.finish()
        }
    }

    @Test func aWrongEventFailsTheTest() async throws {
        let harness = try await harness()
        try await harness.send("close")
        withKnownIssue {
            harness.expectEvent(.favourite("a"))
        }
        await harness.finish()
    }

    @Test func anUnknownCommandIsRefusedWithATypedError() async throws {
        let harness = try await harness()
        let error = await harness.sendExpectingError("dance")
        #expect(error == .unknownCommand("dance"))
        await harness.finish()
    }

    @Test func aModuleKeptAliveAfterCloseIsReportedAsALeak() async throws {
        let harness = try await harness()
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
                try await harness.send("favourite")
            }
        }
        let screen = try await ModuleHarness.run(
            SampleFeatures.detail(), DetailContext(item: "b", routingContext: "test")
        ) { harness in
            try await harness.send("favourite")
            harness.expectEvent(.favourite("b"))
            return harness.screen
        }
        #expect(screen == "Item b\n★ favourite\n")
    }
}
