import Domain
import FeedInterface
import FeedTerminal
import ModuleKit
import ModuleKitTesting
import ProfileInterface
import ProfileTerminal
import Services
import TerminalHostTesting
import Testing

@testable import Feed
@testable import Profile

/// Profile's tests say every change to the screen's state, its header's and its embedded
/// posts' alike, step by step (ModuleHarness's exhaustive state).
@MainActor
@Suite struct ProfileTests {
    let services = ServiceBundle.inMemory()

    /// A profile composed as the app composes it: Feed's builder handed to Profile.
    func profile(_ user: UserID, routing: RoutingContext = "profile") async throws -> ModuleHarness<
        ProfileContext
    > {
        try await ModuleHarness(
            ProfileTerminal.builder(
                ProfileDependencies(
                    users: services.users, follows: services.follows,
                    posts: FeedTerminal.builder(
                        FeedDependencies(posts: services.posts, likes: LikeStore(service: services.likes))))),
            ProfileContext(user: user, routingContext: routing))
    }

    @Test func theHeaderShowsNameBioAndCountsAboveThePosts() async throws {
        let harness = try await profile("bob")
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Bob Okafor  @bob")
        #expect(lines[1] == "Street & night shots 🌃")
        #expect(lines[2].hasPrefix("6 posts · "))
        #expect(harness.screen.contains("Posts by @bob"))
        #expect(harness.screen.contains("[p2]"))
        await harness.finish()
    }

    @Test func followingSavesAndUpdatesTheCount() async throws {
        let harness = try await profile("bob")
        let before = harness.screen
        try await harness.send("follow")
        harness.expectState(HeaderState.self) {
            $0.isFollowing = true
            $0.counts?.followers += 1
        }
        #expect(harness.screen.contains("you follow @bob"))
        #expect(harness.screen != before)
        #expect(try await services.follows.isFollowing("bob"))
        #expect(await harness.sendExpectingError("follow") == .refused("you follow @bob already"))
        try await harness.send("unfollow")
        harness.expectState(HeaderState.self) {
            $0.isFollowing = false
            $0.counts?.followers -= 1
        }
        #expect(!(try await services.follows.isFollowing("bob")))
        await harness.finish()
    }

    @Test func yourOwnProfileOffersNoFollowAndNoProfileOffersMessagesYet() async throws {
        let harness = try await profile(.me)
        #expect(harness.screen.hasPrefix("Me  @me"))
        #expect(await harness.sendExpectingError("follow") == .unknownCommand("follow"))
        #expect(await harness.sendExpectingError("unfollow") == .unknownCommand("unfollow"))
        #expect(await harness.sendExpectingError("message") == .unknownCommand("message"))
        await harness.finish()
        let someone = try await profile("carol")
        #expect(await someone.sendExpectingError("message") == .unknownCommand("message"))
        await someone.finish()
    }

    @Test func gridAndListSwitchHowTheEmbeddedPostsShow() async throws {
        let harness = try await profile("alice")
        try await harness.send("grid")
        harness.expectState(FeedState.self) { $0.layout = .grid }
        #expect(harness.screen.contains("1. [p1] ♡ 7"))
        #expect(await harness.sendExpectingError("grid") == .refused("the posts show as a grid already"))
        try await harness.send("list")
        harness.expectState(FeedState.self) { $0.layout = .list }
        #expect(harness.screen.contains("@alice  Morning light"))
        await harness.finish()
    }

    @Test func thePostsAreAFeedEmbeddedWithItsOwnRoutingContext() async throws {
        let harness = try await profile("alice", routing: "feed.author")
        var heard: [String] = []
        harness.modules.listen(to: FeedEvent.self) { event, source in
            heard.append("\(event) \(source.routingContext)")
            return .handled
        }
        try await harness.send("open 2")
        try await harness.send("author 1")
        #expect(heard == ["openPost(p8) feed.author.posts", "openProfile(alice) feed.author.posts"])
        let posts = harness.modules.aliveModules.first { $0.id.name == "Feed" }
        #expect(posts?.routingContext == "feed.author.posts")
        await harness.finish()
    }

    @Test func anUnknownPersonSaysSo() async throws {
        let harness = try await profile("nobody")
        #expect(harness.screen.contains("error: user nobody not found"))
        #expect(await harness.sendExpectingError("follow") == .refused("user nobody not found"))
        await harness.finish()
    }

    @Test func postsThatCannotBeBuiltLeaveTheHeaderShowingAndSayWhy() async throws {
        let failing = ModuleBuilder<FeedContext>(name: "Feed") { _, _ throws(ModuleError) in
            throw .notRegistered(contextType: "FeedContext")
        }
        let harness = try await ModuleHarness(
            ProfileTerminal.builder(
                ProfileDependencies(users: services.users, follows: services.follows, posts: failing)),
            ProfileContext(user: "bob", routingContext: "profile"))
        #expect(harness.screen.contains("Bob Okafor"))
        #expect(harness.screen.contains("error: no module is registered for FeedContext"))
        await harness.finish()
    }

    @Test func theHeaderIsAModuleTheManagerBuiltAnnouncedAndRegistered() async throws {
        let harness = try await profile("alice")
        #expect(harness.modules.aliveModules.map(\.id.name).sorted() == ["Feed", "Header", "Profile"])
        #expect(harness.modules.registrations.map(\.name).contains("Header"))
        await harness.finish()
    }

    @Test func closingTheProfileReleasesItsHeaderAndItsFeed() async throws {
        let harness = try await profile("alice")
        #expect(harness.modules.aliveModules.count == 3)
        #expect(await harness.close().isEmpty)
        #expect(harness.modules.aliveModules.isEmpty)
    }

    @Test func everyProfileRoundTripsThroughItsLink() throws {
        let router = DeeplinkRouter(scheme: "mosaic")
        try ProfileRoutes.register(in: router)
        #expect(router.verifyRoundTrips().isEmpty)
        expectLinksRoundTrip(router) { value in
            [
                ProfileContext(user: .me, routingContext: "me"),
                ProfileContext(user: UserID(value), routingContext: "feed.author"),
            ]
        }
    }

    @Test func everyActionRoundTripsThroughItsWords() {
        expectActionsRoundTrip { _ in [ProfileAction.showPosts(.list), .showPosts(.grid)] }
        expectActionsRoundTrip { _ in [HeaderAction.follow, .unfollow] }
    }
}
