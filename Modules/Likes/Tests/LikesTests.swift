import Domain
import LikesInterface
import LikesTerminal
import ModuleKit
import ModuleKitTesting
import Services
import TerminalHostTesting
import Testing

@testable import Likes

/// Likes' tests say every change to the screen's state, step by step (ModuleHarness's
/// exhaustive state), and every change to the one store of likes, credited to the step that
/// made it.
@MainActor
@Suite struct LikesTests {
    let services = ServiceBundle.inMemory()
    let store: LikeStore

    init() {
        store = LikeStore(service: services.likes)
    }

    func likes(_ liked: [PostID] = []) async throws -> ModuleHarness<LikesContext> {
        for post in liked { try await services.likes.like(post) }
        return try await ModuleHarness(
            LikesTerminal.builder(LikesDependencies(posts: services.posts, likes: store)),
            LikesContext(routingContext: "test"))
    }

    /// The store of likes, followed by `harness` as part of its screen's state.
    func liked(by harness: ModuleHarness<LikesContext>) -> SharedState<[PostID]> {
        harness.share("likes") { [store] in store.likedPosts }
    }

    /// The rows of the liked posts `ids`, as the screen shows them.
    func rows(_ ids: [PostID]) async throws -> [PostSummary] {
        var rows: [PostSummary] = []
        for id in ids { rows.append(PostSummary(post: try await services.posts.post(id), liked: true)) }
        return rows
    }

    @Test func likedPostsShowNewestLikeFirst() async throws {
        let harness = try await likes(["p5", "p3"])
        let lines = harness.screen.split(separator: "\n")
        #expect(lines[1].contains("[p3]"))
        #expect(lines[2].contains("[p5]"))
        await harness.finish()
    }

    @Test func anEmptyListSaysHowToLike() async throws {
        let harness = try await likes()
        #expect(harness.screen.contains("No likes yet"))
        await harness.finish()
    }

    @Test func unlikingRemovesTheRowAndSavesIt() async throws {
        let harness = try await likes(["p1", "p2"])
        let liked = liked(by: harness)
        try await harness.send("unlike 1")
        let remaining = try await rows(["p1"])
        harness.expectState(LikesState.self) { $0.rows = remaining }
        harness.expectState(liked) { $0 = ["p1"] }
        let rows = harness.screen.split(separator: "\n").dropFirst()
        #expect(rows.count == 1 && rows.first?.contains("[p1]") == true)
        #expect(try await services.likes.likedPosts() == ["p1"])
        await harness.finish()
    }

    @Test func openingAPostAsksTheApp() async throws {
        let harness = try await likes(["p7"])
        try await harness.send("open 1")
        harness.expectEvent(.openPost("p7"))
        #expect(await harness.sendExpectingError("open 2") == .noSuchRow(2, count: 1))
        await harness.finish()
    }

    @Test func aLikeElsewhereShowsWhenTheScreenAppearsAgain() async throws {
        let harness = try await likes(["p1"])
        let liked = liked(by: harness)
        try await store.setLiked("p9", true)
        harness.expectState(liked) { $0 = ["p9", "p1"] }
        await harness.reappear()
        let both = try await rows(["p9", "p1"])
        harness.expectState(LikesState.self) { $0.rows = both }
        #expect(harness.screen.split(separator: "\n")[1].contains("[p9]"))
        await harness.finish()
    }

    @Test func anUnlikeElsewhereRemovesTheRowAtOnce() async throws {
        let harness = try await likes(["p1", "p2"])
        let liked = liked(by: harness)
        try await store.setLiked("p1", false)
        let remaining = try await rows(["p2"])
        harness.expectState(LikesState.self) { $0.rows = remaining }
        harness.expectState(liked) { $0 = ["p2"] }
        #expect(!harness.screen.contains("[p1]"))
        #expect(harness.screen.contains("[p2]"))
        await harness.finish()
    }

    /// Posts from the sample, where some were deleted since they were liked and some cannot be
    /// read now.
    struct PartlyBrokenPosts: PostService {
        let base: any PostService
        var deleted: Set<PostID> = []
        var unreadable: Set<PostID> = []

        func page(_ source: PostSource, index: Int, size: Int) async throws(ServiceError) -> PostPage {
            try await base.page(source, index: index, size: size)
        }

        func post(_ id: PostID) async throws(ServiceError) -> Post {
            if deleted.contains(id) { throw .notFound("post \(id)") }
            if unreadable.contains(id) { throw .unreadable(path: "/data/posts", reason: "I/O error") }
            return try await base.post(id)
        }
    }

    @Test func aLikedPostDeletedSinceIsLeftOutButOneThatCannotBeReadIsShownAsAnError() async throws {
        for post: PostID in ["p1", "p2"] { try await services.likes.like(post) }
        let deleted = try await ModuleHarness(
            LikesTerminal.builder(
                LikesDependencies(
                    posts: PartlyBrokenPosts(base: services.posts, deleted: ["p2"]), likes: store)),
            LikesContext(routingContext: "test"))
        #expect(deleted.screen.contains("[p1]") && !deleted.screen.contains("[p2]"))
        #expect(!deleted.screen.contains("error:"))
        await deleted.finish()

        let unreadable = try await ModuleHarness(
            LikesTerminal.builder(
                LikesDependencies(
                    posts: PartlyBrokenPosts(base: services.posts, unreadable: ["p2"]),
                    likes: LikeStore(service: services.likes))),
            LikesContext(routingContext: "test"))
        #expect(
            unreadable.screen.contains(
                "error: cannot load the posts you like: cannot read /data/posts: I/O error"))
        await unreadable.finish()
    }

    @Test func theLikesScreenRoundTripsThroughItsLink() throws {
        let router = DeeplinkRouter(scheme: "mosaic")
        try LikesRoutes.register(in: router)
        #expect(router.verifyRoundTrips().isEmpty)
        expectLinksRoundTrip(router) { _ in [LikesContext(routingContext: "likes")] }
    }

    @Test func everyActionRoundTripsThroughItsWords() {
        expectActionsRoundTrip { value in [LikesAction.open(PostID(value)), .unlike(PostID(value))] }
        #expect(LikesAction.open("p1").navigates && !LikesAction.unlike("p1").navigates)
    }
}
