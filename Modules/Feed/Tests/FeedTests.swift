import Domain
import FeedInterface
import FeedTerminal
import ModuleKit
import ModuleKitTesting
import Services
import ServicesTesting
import TerminalHostTesting
import Testing

@testable import Feed

/// Feed's tests say every change to a screen's state, step by step (ModuleHarness's exhaustive
/// state), and every change to the one store of likes, credited to the step that made it.
@MainActor
@Suite struct FeedTests {
    let faults = ServiceFaults()
    let services: ServiceBundle
    let likes: LikeStore
    var dependencies: FeedDependencies { FeedDependencies(posts: services.posts, likes: likes) }

    init() {
        services = .inMemory(faults: faults)
        likes = LikeStore(service: services.likes)
    }

    func home() async throws -> ModuleHarness<FeedContext> {
        try await ModuleHarness(
            FeedTerminal.builder(dependencies), FeedContext(source: .home, routingContext: "test"))
    }

    /// The store of likes, followed by `harness` as part of its screen's state.
    func liked<Context>(by harness: ModuleHarness<Context>) -> SharedState<[PostID]> {
        harness.share("likes") { [likes] in likes.likedPosts }
    }

    /// Page `index` of `source` as the feed shows it: its posts with the likes as they are now.
    func page(_ index: Int, of source: PostSource = .home) async throws -> (
        rows: [PostSummary], hasMore: Bool
    ) {
        let page = try await services.posts.page(source, index: index, size: 10)
        return (page.posts.map(likes.summary(of:)), page.hasMore)
    }

    @Test func theHomeFeedShowsTheFirstPageWithIDsAuthorsAndLikes() async throws {
        let harness = try await home()
        let lines = harness.screen.split(separator: "\n")
        #expect(lines.first == "Feed")
        #expect(lines[1].hasPrefix("1.") && lines[1].contains("[p1]") && lines[1].contains("@alice"))
        #expect(lines[1].contains("♡ 7"))
        #expect(harness.screen.contains("[p10]"))
        #expect(!harness.screen.contains("[p11]"))
        #expect(harness.screen.contains("page 1 · more: next page"))
        await harness.finish()
    }

    @Test func aFeedClosedDuringItsLoadShowsAndSaysNothingAfter() async throws {
        let slow = services.delayed(by: .seconds(30))
        let dependencies = FeedDependencies(posts: slow.posts, likes: LikeStore(service: slow.likes))
        let harness = try await ModuleHarness(
            FeedTerminal.builder(dependencies), FeedContext(source: .home, routingContext: "test"),
            holdingLoad: true)
        #expect(harness.screen.contains("Loading…"))
        #expect(await harness.close().isEmpty, "closed, the 30-second load ends at once")
        harness.expectNothingAfterClose()
        #expect(harness.dropped == ["render"], "its load ran on, cancelled; its render was dropped")
        await harness.finish()
    }

    @Test func aCommandOnRowsNotLoadedYetIsRefusedOneWayButRefreshIsNot() async throws {
        let harness = try await ModuleHarness(
            FeedTerminal.builder(dependencies), FeedContext(source: .home, routingContext: "test"),
            holdingLoad: true)
        #expect(await harness.sendExpectingError("like 1") == .refused("this screen has not loaded yet"))
        #expect(await harness.sendExpectingError("more") == .refused("this screen has not loaded yet"))
        await harness.releaseLoad()
        let liked = liked(by: harness)
        try await harness.send("like 1")
        harness.expectState(FeedState.self) { $0.rows[0].liked = true }
        harness.expectState(liked) { $0 = ["p1"] }
        #expect(harness.screen.contains("♥ 8"))
        faults.failEverything(with: .unreadable(path: "/data/likes.json", reason: "bad JSON"))
        await harness.subject.refresh()
        let reason =
            "cannot load your likes: cannot read /data/likes.json: bad JSON; the file was left as it is"
        harness.expectState(FeedState.self) { $0.error = ModuleFailure(.unavailable, reason) }
        #expect(harness.screen.contains("error: \(reason)"))
        #expect(await harness.sendExpectingError("like 2") == .refused(reason), "no acting on rows not shown")
        faults.failEverything(with: nil)
        try await harness.send("refresh")
        harness.expectState(FeedState.self) { $0.error = nil }
        #expect(harness.screen.contains("[p2]"))
        await harness.finish()
    }

    @Test func likingAPostSavesItAndShowsItWithoutAnEvent() async throws {
        let harness = try await home()
        let liked = liked(by: harness)
        try await harness.send("like 2")
        harness.expectState(FeedState.self) { $0.rows[1].liked = true }
        harness.expectState(liked) { $0 = ["p2"] }
        #expect(harness.screen.contains("♥ 2"))
        #expect(try await services.likes.likedPosts() == ["p2"])
        try await harness.send("unlike 2")
        harness.expectState(FeedState.self) { $0.rows[1].liked = false }
        harness.expectState(liked) { $0 = [] }
        #expect(try await services.likes.likedPosts() == [])
        await harness.finish()
    }

    @Test func likingTwiceOrAMissingRowIsRefusedAndChangesNothing() async throws {
        let harness = try await home()
        let liked = liked(by: harness)
        try await harness.send("like 1")
        harness.expectState(FeedState.self) { $0.rows[0].liked = true }
        harness.expectState(liked) { $0 = ["p1"] }
        let screen = harness.screen
        #expect(await harness.sendExpectingError("like 1") == .refused("you already like p1"))
        #expect(await harness.sendExpectingError("unlike 3") == .refused("you do not like p3"))
        #expect(await harness.sendExpectingError("like 11") == .noSuchRow(11, count: 10))
        #expect(
            await harness.sendExpectingError("like x") == .invalidArgument("x", expected: "a positive number")
        )
        #expect(await harness.sendExpectingError("like") == .missingArgument("N", usage: "like"))
        #expect(await harness.sendExpectingError("dance") == .unknownCommand("dance"))
        #expect(harness.screen == screen)
        await harness.finish()
    }

    @Test func openAndAuthorAskTheAppToNavigate() async throws {
        let harness = try await home()
        try await harness.send("open 3")
        try await harness.send("author 3")
        harness.expectEvents([.openPost("p3"), .openProfile("carol")])
        await harness.finish()
    }

    @Test func aRowKeepsItsLikeWhilePagingAwayAndBack() async throws {
        let harness = try await home()
        let liked = liked(by: harness)
        try await harness.send("like 1")
        harness.expectState(FeedState.self) { $0.rows[0].liked = true }
        harness.expectState(liked) { $0 = ["p1"] }
        try await harness.send("more")
        let second = try await page(1)
        harness.expectState(FeedState.self) {
            $0.page = 1
            $0.pagesLoaded = 2
            $0.hasMore = second.hasMore
            $0.rows = second.rows
        }
        #expect(harness.screen.contains("[p11]"))
        #expect(harness.screen.contains("page 2"))
        try await harness.send("prev")
        let first = try await page(0)
        harness.expectState(FeedState.self) {
            $0.page = 0
            $0.rows = first.rows
        }
        #expect(first.rows[0].liked)
        #expect(harness.screen.contains("♥ 8"))
        await harness.finish()
    }

    @Test func pagingStopsAtTheLastPage() async throws {
        let harness = try await home()
        for index in 1...4 {
            try await harness.send("more")
            let next = try await page(index)
            harness.expectState(FeedState.self) {
                $0.page = index
                $0.pagesLoaded = index + 1
                $0.hasMore = next.hasMore
                $0.rows = next.rows
            }
        }
        #expect(harness.screen.contains("[p41]"))
        #expect(!harness.screen.contains("more: next page"))
        #expect(await harness.sendExpectingError("more") == .refused("this is the last page"))
        try await harness.send("prev")
        let fourth = try await page(3)
        harness.expectState(FeedState.self) {
            $0.page = 3
            $0.rows = fourth.rows
        }
        #expect(harness.screen.contains("page 4"))
        await harness.finish()
    }

    @Test func captionsFromDataAreShownInert() async throws {
        let harness = try await home()
        try await harness.send("more")
        let second = try await page(1)
        harness.expectState(FeedState.self) {
            $0.page = 1
            $0.pagesLoaded = 2
            $0.hasMore = second.hasMore
            $0.rows = second.rows
        }
        #expect(harness.screen.contains("\\u{1B}[2J"))
        #expect(!harness.screen.contains("\u{1B}"))
        await harness.finish()
    }

    @Test func aUsersFeedShowsOnlyTheirPosts() async throws {
        let harness = try await ModuleHarness(
            FeedTerminal.builder(dependencies),
            FeedContext(source: .user("bob"), routingContext: "profile.posts"))
        let rows = harness.screen.split(separator: "\n").filter { $0.contains("[p") }
        #expect(harness.screen.hasPrefix("Posts by @bob\n"))
        #expect(rows.count == 6)
        #expect(rows.allSatisfy { $0.contains("@bob") })
        await harness.finish()
    }

    @Test func theGridLayoutShowsCompactRows() async throws {
        let harness = try await home()
        harness.input.setLayout(.grid)
        harness.expectState(FeedState.self) { $0.layout = .grid }
        #expect(harness.screen.contains("1. [p1] ♡ 7"))
        await harness.finish()
    }

    @Test func aLikeGivenElsewhereShowsAtOnceWithItsCount() async throws {
        let harness = try await home()
        let liked = liked(by: harness)
        try await likes.setLiked("p1", true)
        harness.expectState(FeedState.self) { $0.rows[0].liked = true }
        harness.expectState(liked) { $0 = ["p1"] }
        #expect(harness.screen.split(separator: "\n")[1].contains("♥ 8"))
        try await likes.setLiked("p1", false)
        harness.expectState(FeedState.self) { $0.rows[0].liked = false }
        harness.expectState(liked) { $0 = [] }
        #expect(harness.screen.split(separator: "\n")[1].contains("♡ 7"))
        await harness.finish()
    }

    @Test func aLikeGivenInOneFeedShowsInAnotherAndOnThePostScreen() async throws {
        let home = try await home()
        let alice = try await ModuleHarness(
            FeedTerminal.builder(dependencies),
            FeedContext(source: .user("alice"), routingContext: "me.posts")
        )
        let post = try await ModuleHarness(
            FeedTerminal.postBuilder(dependencies), PostContext(post: "p1", routingContext: "likes.post"))
        func row(_ screen: String) -> Substring { screen.split(separator: "\n")[1] }
        let liked = liked(by: home)
        try await home.send("like 1")
        // Each screen showing p1 says so; the store of likes changed by home's like, once.
        home.expectState(FeedState.self) { $0.rows[0].liked = true }
        home.expectState(liked) { $0 = ["p1"] }
        alice.expectState(FeedState.self) { $0.rows[0].liked = true }
        post.expectState(PostState.self) { $0.summary?.liked = true }
        #expect(row(home.screen).contains("♥ 8"))
        #expect(row(alice.screen).contains("[p1]") && row(alice.screen).contains("♥ 8"))
        #expect(post.screen.contains("likes:   ♥ 8 (you like this)"))
        try await post.send("unlike")
        home.expectState(FeedState.self) { $0.rows[0].liked = false }
        home.expectState(liked) { $0 = [] }
        alice.expectState(FeedState.self) { $0.rows[0].liked = false }
        post.expectState(PostState.self) { $0.summary?.liked = false }
        #expect(row(home.screen).contains("♡ 7"))
        #expect(row(alice.screen).contains("♡ 7"))
        #expect(await post.sendExpectingError("unlike") == .refused("you do not like p1"))
        for harness in [home, alice] { await harness.finish() }
        await post.finish()
    }

    @Test func aServiceFailureIsOneClearMessageAndNothingChanges() async throws {
        let harness = try await home()
        faults.failEverything(with: .unwritable(path: "/data/likes.json", reason: "disk full"))
        #expect(
            await harness.sendExpectingError("like 1") == .refused("cannot write /data/likes.json: disk full")
        )
        #expect(harness.screen.contains("♡ 7"))
        await harness.finish()
    }

    @Test func aFeedThatCannotLoadItsLikesSaysSoAndARefreshLoadsItOnceTheyAreBack() async throws {
        faults.failEverything(with: .unreadable(path: "/data/likes.json", reason: "bad JSON"))
        let harness = try await home()
        #expect(
            harness.screen.contains("error: cannot load your likes: cannot read /data/likes.json: bad JSON"))
        faults.failEverything(with: nil)
        await harness.subject.refresh()
        let first = try await page(0)
        harness.expectState(FeedState.self) {
            $0.rows = first.rows
            $0.pagesLoaded = 1
            $0.hasMore = first.hasMore
            $0.isLoaded = true
            $0.error = nil
        }
        #expect(harness.screen.contains("[p1]") && !harness.screen.contains("error:"))
        await harness.finish()
    }

    @Test func aRefreshThatFailsShowsWhyInsteadOfRowsThatMayBeStale() async throws {
        let harness = try await home()
        faults.failEverything(with: .unreadable(path: "/data/likes.json", reason: "bad JSON"))
        await harness.subject.refresh()
        harness.expectState(FeedState.self) {
            $0.error = ModuleFailure(
                .unavailable,
                "cannot load your likes: cannot read /data/likes.json: bad JSON; the file was left as it is")
        }
        #expect(
            harness.screen.contains("error: cannot load your likes: cannot read /data/likes.json: bad JSON"))
        #expect(!harness.screen.contains("[p1]"))
        faults.failEverything(with: nil)
        await harness.finish()
    }

    @Test func thePostScreenLikesAndOpensItsAuthor() async throws {
        let harness = try await ModuleHarness(
            FeedTerminal.postBuilder(dependencies), PostContext(post: "p5", routingContext: "test"))
        #expect(harness.screen.contains("author:  @erin"))
        let liked = liked(by: harness)
        try await harness.send("like")
        harness.expectState(PostState.self) { $0.summary?.liked = true }
        harness.expectState(liked) { $0 = ["p5"] }
        try await harness.send("author")
        harness.expectEvent(.openProfile("erin"))
        #expect(harness.screen.contains("♥ 10 (you like this)"))
        #expect(await harness.sendExpectingError("like") == .refused("you already like p5"))
        await harness.finish()
    }

    @Test func aMissingPostSaysSo() async throws {
        let harness = try await ModuleHarness(
            FeedTerminal.postBuilder(dependencies), PostContext(post: "p999", routingContext: "test"))
        #expect(harness.screen.contains("error: post p999 not found"))
        #expect(await harness.sendExpectingError("like") == .refused("post p999 not found"))
        await harness.finish()
    }

    @Test func everyFeedAndPostScreenRoundTripsThroughItsLink() throws {
        let router = DeeplinkRouter(scheme: "mosaic")
        try FeedRoutes.register(in: router)
        #expect(router.verifyRoundTrips().isEmpty)
        expectLinksRoundTrip(router) { value in
            [
                FeedContext(source: .home, routingContext: "feed"),
                FeedContext(source: .user(UserID(value)), routingContext: "feed.posts"),
                PostContext(post: PostID(value), routingContext: "feed.post"),
            ]
        }
    }

    @Test func everyActionRoundTripsThroughItsWords() {
        expectActionsRoundTrip { value in
            [
                FeedAction.like(PostID(value)), .unlike(PostID(value)), .open(PostID(value)),
                .openAuthor(UserID(value)), .nextPage, .previousPage, .refresh,
            ]
        }
        expectActionsRoundTrip { value in
            [PostAction.like(PostID(value)), .unlike(PostID(value)), .openAuthor(UserID(value))]
        }
        #expect(FeedAction.open("p1").navigates && FeedAction.openAuthor("alice").navigates)
        #expect(!FeedAction.like("p1").navigates && PostAction.openAuthor("alice").navigates)
    }
}
