import Domain
import ModuleKitCore
import ModuleKitTesting
import Services
import Testing
import __NAME__Interface

@testable import __NAME__

/// __NAME__'s tests, whatever the host: the screen is built with a view that draws nothing and
/// acted on with typed actions, as every host acts on it. How the terminal and the browser show
/// it is in __NAME__TerminalTests and __NAME__WebTests.
@MainActor
@Suite struct __NAME__Tests {
    let services = ServiceBundle.inMemory()

    /// The screen, its link proven by the routes the app registers for it.
    func screen() async throws -> ModuleHarness<__NAME__Context> {
        var links = Deeplinks(scheme: "app")
        try __NAME__Routes.register(in: &links)
        return try await ModuleHarness(
            __NAME__Feature.builder(__NAME__Dependencies(posts: services.posts)) { _ in
                HeadlessView<__NAME__State>()
            },
            __NAME__Context(routingContext: "test"), links: links)
    }

    @Test func openingARowAsksTheAppToShowItsPost() async throws {
        let harness = try await screen()
        #expect(harness.state(as: __NAME__State.self)?.rows.first?.id == PostID("p1"))
        try await harness.act(__NAME__Action.open(PostID("p1")))
        harness.expectEvent(.openPost(PostID("p1")))
        await harness.finish()
    }

    @Test func theScreenRoundTripsThroughItsLink() throws {
        var links = Deeplinks(scheme: "mosaic")
        try __NAME__Routes.register(in: &links)
        #expect(links.verifyRoundTrips().isEmpty)
        expectLinksRoundTrip(links) { _ in [__NAME__Context(routingContext: "test")] }
    }

    @Test func everyActionRoundTripsThroughItsWords() {
        expectActionsRoundTrip { value in [__NAME__Action.open(PostID(value))] }
    }
}
