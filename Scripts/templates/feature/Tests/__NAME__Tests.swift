import Domain
import ModuleKit
import ModuleKitTesting
import Services
import TerminalHostTesting
import Testing
import __NAME__Interface
import __NAME__Terminal

@testable import __NAME__

@MainActor
@Suite struct __NAME__Tests {
    let services = ServiceBundle.inMemory()

    @Test func openingARowAsksTheAppToShowItsPost() async throws {
        let harness = try await ModuleHarness(
            __NAME__Terminal.builder(__NAME__Dependencies(posts: services.posts)),
            __NAME__Context(routingContext: "test"))
        #expect(harness.screen.contains("[p1]"))
        try await harness.send("open 1")
        harness.expectEvent(.openPost(PostID("p1")))
        #expect(await harness.sendExpectingError("open 9") == .noSuchRow(9, count: 5))
        await harness.finish()
    }

    @Test func theScreenRoundTripsThroughItsLink() throws {
        let router = DeeplinkRouter(scheme: "mosaic")
        try __NAME__Routes.register(in: router)
        #expect(router.verifyRoundTrips().isEmpty)
        expectLinksRoundTrip(router) { _ in [__NAME__Context(routingContext: "test")] }
    }

    @Test func everyActionRoundTripsThroughItsWords() {
        expectActionsRoundTrip { value in [__NAME__Action.open(PostID(value))] }
    }
}
