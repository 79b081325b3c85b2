import Domain
import LikesInterface
import LikesTerminal
import ModuleKitCore
import ModuleKitTesting
import Services
import TerminalHostTesting
import Testing

@testable import Likes

/// Likes in a terminal: the liked posts as numbered rows, read back by number. What the screen
/// does is LikesTests'.
@MainActor
@Suite struct LikesTerminalTests {
    let services = ServiceBundle.inMemory()

    func likes(_ liked: [PostID] = []) async throws -> ModuleHarness<LikesContext> {
        for post in liked { try await services.likes.like(post) }
        return try await ModuleHarness(
            LikesTerminal.builder(
                LikesDependencies(posts: services.posts, likes: LikeStore(service: services.likes))),
            LikesContext(routingContext: "test"))
    }

    @Test func theNewestLikeIsRowOne() async throws {
        let harness = try await likes(["p5", "p3"])
        let lines = harness.screen.split(separator: "\n")
        #expect(lines[1].hasPrefix("1.") && lines[1].contains("[p3]"))
        #expect(lines[2].hasPrefix("2.") && lines[2].contains("[p5]"))
        await harness.finish()
    }

    @Test func anEmptyListSaysHowToLike() async throws {
        let harness = try await likes()
        #expect(harness.screen.contains("No likes yet"))
        await harness.finish()
    }

    @Test func rowsAreActedOnByNumberAndAMissingOneIsOneError() async throws {
        let harness = try await likes(["p1", "p7"])
        try await harness.send("open 1")
        harness.expectEvent(.openPost("p7"))
        #expect(await harness.sendExpectingError("open 3") == .noSuchRow(3, count: 2))
        try await harness.send("unlike 1")
        harness.expectState(LikesState.self) { $0.rows.removeFirst() }
        let rows = harness.screen.split(separator: "\n").dropFirst()
        #expect(rows.count == 1 && rows.first?.contains("[p1]") == true)
        await harness.finish()
    }
}
