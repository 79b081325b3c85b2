import Domain
import Foundation
import LikesInterface
import LikesWeb
import ModuleKitCore
import ModuleKitTesting
import Services
import Testing
import WebHostTesting

@testable import Likes

/// Likes in a browser: each liked post with its open and unlike buttons, whose forms post the
/// row's actions as words. What the screen does is LikesTests'.
@MainActor
@Suite struct LikesWebTests {
    let services = ServiceBundle.inMemory()

    func likes(_ liked: [PostID] = []) async throws -> ModuleHarness<LikesContext> {
        for post in liked { try await services.likes.like(post) }
        return try await ModuleHarness(
            LikesWeb.builder(
                LikesDependencies(posts: services.posts, likes: LikeStore(service: services.likes))),
            LikesContext(routingContext: "test"))
    }

    @Test func eachLikedPostHasItsOpenAndUnlikeButtons() async throws {
        let harness = try await likes(["p5", "p3"])
        let page = harness.page(at: "/likes")
        #expect(
            page.contains(
                #"<input type="hidden" name="do" value="open"><input type="hidden" name="w1" value="p3">"#))
        #expect(
            page.contains(
                #"<input type="hidden" name="do" value="unlike"><input type="hidden" name="w1" value="p5">"#))
        let p3 = try #require(page.range(of: "value=\"p3\""))
        let p5 = try #require(page.range(of: "value=\"p5\""))
        #expect(p3.lowerBound < p5.lowerBound, "the newest like first")
        await harness.finish()
    }

    @Test func anEmptyListSaysHowToLike() async throws {
        let harness = try await likes()
        #expect(harness.page(at: "/likes") == "<p>No likes yet. Like a post in the feed.</p>")
        await harness.finish()
    }
}
