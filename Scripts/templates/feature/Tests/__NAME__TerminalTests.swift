import Domain
import ModuleKitCore
import ModuleKitTesting
import Services
import TerminalHostTesting
import Testing
import __NAME__Interface
import __NAME__Terminal

@testable import __NAME__

/// __NAME__ in a terminal: its rows as text, read back by number.
@MainActor
@Suite struct __NAME__TerminalTests {
    let services = ServiceBundle.inMemory()

    @Test func aRowIsOpenedByItsNumber() async throws {
        let harness = try await ModuleHarness(
            __NAME__Terminal.builder(__NAME__Dependencies(posts: services.posts)),
            __NAME__Context(routingContext: "test"))
        #expect(harness.screen.contains("[p1]"))
        try await harness.send("open 1")
        harness.expectEvent(.openPost(PostID("p1")))
        #expect(await harness.sendExpectingError("open 9") == .noSuchRow(9, count: 5))
        await harness.finish()
    }
}
