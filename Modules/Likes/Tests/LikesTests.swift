import Domain
import LikesInterface
import ModuleKitCore
import ModuleKitTesting
import Services
import Testing

@testable import Likes

/// Likes' tests, whatever the host: the screen is built with a view that draws nothing and acted
/// on with typed actions. They say every change to its state, step by step (ModuleHarness's
/// exhaustive state), and every change to the one store of likes, credited to the step that
/// made it. How the terminal and the browser show it is in LikesTerminalTests and LikesWebTests.
@MainActor
@Suite struct LikesTests {
    let services = ServiceBundle.inMemory()
    let store: LikeStore

    init() {
        store = LikeStore(service: services.likes)
    }

    func likes(_ liked: [PostID] = [], posts: (any PostService)? = nil) async throws -> ModuleHarness<
        LikesContext
    > {
        for post in liked { try await services.likes.like(post) }
        var links = Deeplinks(scheme: "mosaic")
        try LikesRoutes.register(in: &links)
        return try await ModuleHarness(
            LikesFeature.builder(LikesDependencies(posts: posts ?? services.posts, likes: store)) { _ in
                HeadlessView<LikesState>()
            },
            LikesContext(routingContext: "test"), links: links)
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

    @Test func likedPostsAreNewestLikeFirst() async throws {
        let harness = try await likes(["p5", "p3"])
        #expect(harness.state(as: LikesState.self)?.rows == (try await rows(["p3", "p5"])))
        await harness.finish()
    }

    @Test func anEmptyListIsLoadedWithNoRows() async throws {
        let harness = try await likes()
        let state = try #require(harness.state(as: LikesState.self))
        #expect(state.isLoaded && state.rows.isEmpty)
        await harness.finish()
    }

    @Test func unlikingRemovesTheRowAndSavesIt() async throws {
        let harness = try await likes(["p1", "p2"])
        let liked = liked(by: harness)
        try await harness.act(LikesAction.unlike("p2"))
        let remaining = try await rows(["p1"])
        harness.expectState(LikesState.self) { $0.rows = remaining }
        harness.expectState(liked) { $0 = ["p1"] }
        #expect(try await services.likes.likedPosts() == ["p1"])
        await harness.finish()
    }

    @Test func openingAPostAsksTheApp() async throws {
        let harness = try await likes(["p7"])
        try await harness.act(LikesAction.open("p7"))
        harness.expectEvent(.openPost("p7"))
        #expect(
            await harness.actExpectingRefusal(LikesAction.unlike("p1")) == ActionRefused("you do not like p1")
        )
        await harness.finish()
    }

    @Test func aLikeElsewhereShowsWhenTheScreenAppearsAgain() async throws {
        let harness = try await likes(["p1"])
        let liked = liked(by: harness)
        try await store.setLiked("p9", true)
        harness.expectState(liked) { $0 = ["p9", "p1"] }
        await harness.reappear()
        let both = try await rows(["p9", "p1"])
        harness.expectState(LikesState.self) {
            $0.posts["p9"] = both[0].post
            $0.rows = both
        }
        await harness.finish()
    }

    @Test func anUnlikeElsewhereRemovesTheRowAtOnce() async throws {
        let harness = try await likes(["p1", "p2"])
        let liked = liked(by: harness)
        try await store.setLiked("p1", false)
        let remaining = try await rows(["p2"])
        harness.expectState(LikesState.self) { $0.rows = remaining }
        harness.expectState(liked) { $0 = ["p2"] }
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

    @Test func aLikedPostDeletedSinceIsLeftOutButOneThatCannotBeReadIsAFailure() async throws {
        let deleted = try await likes(
            ["p1", "p2"], posts: PartlyBrokenPosts(base: services.posts, deleted: ["p2"]))
        let state = try #require(deleted.state(as: LikesState.self))
        #expect(state.rows == (try await rows(["p1"])) && state.error == nil)
        await deleted.finish()

        let unreadable = try await ModuleHarness(
            LikesFeature.builder(
                LikesDependencies(
                    posts: PartlyBrokenPosts(base: services.posts, unreadable: ["p2"]),
                    likes: LikeStore(service: services.likes))
            ) { _ in HeadlessView<LikesState>() },
            LikesContext(routingContext: "test"))
        #expect(
            unreadable.state(as: LikesState.self)?.error?.message
                == "cannot load the posts you like: cannot read /data/posts: I/O error; the file was left as it is"
        )
        await unreadable.finish()
    }

    @Test func theLikesScreenRoundTripsThroughItsLink() throws {
        var links = Deeplinks(scheme: "mosaic")
        try LikesRoutes.register(in: &links)
        #expect(links.verifyRoundTrips().isEmpty)
        expectLinksRoundTrip(links) { _ in [LikesContext(routingContext: "likes")] }
    }

    @Test func everyActionRoundTripsThroughItsWords() {
        expectActionsRoundTrip { value in [LikesAction.open(PostID(value)), .unlike(PostID(value))] }
        #expect(LikesAction.open("p1").navigates && !LikesAction.unlike("p1").navigates)
    }
}
