import Domain
import ModuleKitCore
import ModuleKitTesting
import Services
import Testing
import WebHostTesting
import __NAME__Interface
import __NAME__Web

@testable import __NAME__

/// __NAME__ in a browser: each row with a button whose form posts its action as words.
@MainActor
@Suite struct __NAME__WebTests {
    let services = ServiceBundle.inMemory()

    @Test func eachRowHasAnOpenButton() async throws {
        let harness = try await ModuleHarness(
            __NAME__Web.builder(__NAME__Dependencies(posts: services.posts)),
            __NAME__Context(routingContext: "test"))
        let page = harness.page(at: "/__LOWER__")
        #expect(
            page.contains(
                #"<input type="hidden" name="do" value="open"><input type="hidden" name="w1" value="p1">"#))
        await harness.finish()
    }
}
