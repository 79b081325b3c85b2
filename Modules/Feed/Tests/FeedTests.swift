import Domain
import Feed
import FeedInterface
import ModuleKit
import ModuleKitTesting
import Services
import ServicesTesting
import TerminalHostTesting
import Testing

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
            FeedFeature.builder(dependencies), FeedContext(source: .home, routingContext: "test"))
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
            FeedFeature.builder(dependencies), FeedContext(source: .home, routingContext: "test"),
            holdingLoad: true)
        #expect(harness.screen.contains("Loading…"))
        #expect(await harness.close().isEmpty, "closed, the 30-second load ends at once")
        harness.expectNothingAfterClose()
        #expect(harness.dropped == ["render"], "its load ran on, cancelled; its render was dropped")
        await harness.finish()
    }

    @Test func aCommandOnRowsNotLoadedYetIsRefusedOneWayButRefreshIsNot() async throws {
        let harness = try await ModuleHarness(
            FeedFeature.builder(dependencies), FeedContext(source: .home, routingContext: "test"),
            holdingLoad: true)
        #expect(await harness.sendExpectingError("like 1") == .refused("this screen has not loaded yet"))
        #expect(await harness.sendExpectingError("more") == .refused("this screen has not loaded yet"))
        await harness.releaseLoad()
        try await harness.send("like 1")
        #expect(harness.screen.contains("♥ 8"))
        faults.failEverything(with: .unreadable(path: "/data/likes.json", reason: "bad JSON"))
        await harness.subject.refresh()
        let reason =
            "cannot load your likes: cannot read /data/likes.json: bad JSON; the file was left as it is"
        #expect(harness.screen.contains("error: \(reason)"))
        #expect(await harness.sendExpectingError("like 2") == .refused(reason), "no acting on rows not shown")
        faults.failEverything(with: nil)
        try await harness.send("refresh")
        #expect(harness.screen.contains("[p2]"))
        await harness.finish()
    }

    @Test func likingAPostSavesItAndShowsItWithoutAnEvent() async throws {
        let harness = try await home()
        try await harness.send("like 2")
        #expect(harness.screen.contains("♥ 2"))
        #expect(try await services.likes.likedPosts() == ["p2"])
        try await harness.send("unlike 2")
        #expect(try await services.likes.likedPosts() == [])
        await harness.finish()
    }

    @Test func likingTwiceOrAMissingRowIsRefusedAndChangesNothing() async throws {
        let harness = try await home()
        try await harness.send("like 1")
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
        try await harness.send("like 1")
        try await harness.send("more")
        #expect(harness.screen.contains("[p11]"))
        #expect(harness.screen.contains("page 2"))
        try await harness.send("prev")
        #expect(harness.screen.contains("♥ 8"))
        await harness.finish()
    }

    @Test func pagingStopsAtTheLastPage() async throws {
        let harness = try await home()
        for _ in 0..<4 { try await harness.send("more") }
        #expect(harness.screen.contains("[p41]"))
        #expect(!harness.screen.contains("more: next page"))
        #expect(await harness.sendExpectingError("more") == .refused("this is the last page"))
        try await harness.send("prev")
        #expect(harness.screen.contains("page 4"))
        await harness.finish()
    }

    @Test func captionsFromDataAreShownInert() async throws {
        let harness = try await home()
        try await harness.send("more")
        #expect(harness.screen.contains("\\u{1B}[2J"))
        #expect(!harness.screen.contains("\u{1B}"))
        await harness.finish()
    }

    @Test func aUsersFeedShowsOnlyTheirPosts() async throws {
        let harness = try await ModuleHarness(
            FeedFeature.builder(dependencies),
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
        #expect(harness.screen.contains("1. [p1] ♡ 7"))
        await harness.finish()
    }

    @Test func aLikeGivenElsewhereShowsAtOnceWithItsCount() async throws {
        let harness = try await home()
        try await likes.setLiked("p1", true)
        #expect(harness.screen.split(separator: "\n")[1].contains("♥ 8"))
        try await likes.setLiked("p1", false)
        #expect(harness.screen.split(separator: "\n")[1].contains("♡ 7"))
        await harness.finish()
    }

    @Test func aLikeGivenInOneFeedShowsInAnotherAndOnThePostScreen() async throws {
        let home = try await home()
        let alice = try await ModuleHarness(
            FeedFeature.builder(dependencies), FeedContext(source: .user("alice"), routingContext: "me.posts")
        )
        let post = try await ModuleHarness(
            FeedFeature.postBuilder(dependencies), PostContext(post: "p1", routingContext: "likes.post"))
        func row(_ screen: String) -> Substring { screen.split(separator: "\n")[1] }
        try await home.send("like 1")
        #expect(row(home.screen).contains("♥ 8"))
        #expect(row(alice.screen).contains("[p1]") && row(alice.screen).contains("♥ 8"))
        #expect(post.screen.contains("likes:   ♥ 8 (you like this)"))
        try await post.send("unlike")
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
        #expect(harness.screen.contains("[p1]") && !harness.screen.contains("error:"))
        await harness.finish()
    }

    @Test func aRefreshThatFailsShowsWhyInsteadOfRowsThatMayBeStale() async throws {
        let harness = try await home()
        faults.failEverything(with: .unreadable(path: "/data/likes.json", reason: "bad JSON"))
        await harness.subject.refresh()
        #expect(
            harness.screen.contains("error: cannot load your likes: cannot read /data/likes.json: bad JSON"))
        #expect(!harness.screen.contains("[p1]"))
        faults.failEverything(with: nil)
        await harness.finish()
    }

    @Test func thePostScreenLikesAndOpensItsAuthor() async throws {
        let harness = try await ModuleHarness(
            FeedFeature.postBuilder(dependencies), PostContext(post: "p5", routingContext: "test"))
        #expect(harness.screen.contains("author:  @erin"))
        try await harness.send("like")
        try await harness.send("author")
        harness.expectEvent(.openProfile("erin"))
        #expect(harness.screen.contains("♥ 10 (you like this)"))
        #expect(await harness.sendExpectingError("like") == .refused("you already like p5"))
        await harness.finish()
    }

    @Test func aMissingPostSaysSo() async throws {
        let harness = try await ModuleHarness(
            FeedFeature.postBuilder(dependencies), PostContext(post: "p999", routingContext: "test"))
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
}
