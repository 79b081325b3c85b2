import Domain
import FeedInterface
import ModuleKitCore
import ModuleKitTesting
import ProfileInterface
import Services
import Testing

@testable import Feed
@testable import Profile

/// Profile's tests, whatever the host: the profile, its header and its embedded posts are built
/// with views that draw nothing and acted on with typed actions (an embedded screen takes its
/// own). They say every change to the screen's state, its header's and its posts' alike, step by
/// step (ModuleHarness's exhaustive state). How the terminal and the browser show a profile is in
/// ProfileTerminalTests and ProfileWebTests.
@MainActor
@Suite struct ProfileTests {
    let services = ServiceBundle.inMemory()
    /// The app's one store of follows, and of settings, which every profile a test builds follows.
    let follows: FollowStore
    let settings: SettingsStore

    init() {
        follows = FollowStore(service: services.follows)
        settings = SettingsStore(service: services.settings)
    }

    /// Feed's builder as the app hands it to Profile (here with a view that draws nothing).
    var posts: ModuleBuilder<FeedContext> {
        FeedFeature.builder(
            FeedDependencies(posts: services.posts, likes: LikeStore(service: services.likes))
        ) {
            _ in HeadlessView<FeedState>()
        }
    }

    func profile(
        _ user: UserID, routing: RoutingContext = "profile", posts: ModuleBuilder<FeedContext>? = nil
    ) async throws -> ModuleHarness<ProfileContext> {
        var links = Deeplinks(scheme: "mosaic")
        try ProfileRoutes.register(in: &links)
        return try await ModuleHarness(
            ProfileFeature.builder(
                ProfileDependencies(
                    users: services.users, follows: follows, settings: settings, posts: posts ?? self.posts),
                view: { _, _ in HeadlessView<ProfileState>() },
                headerView: { _ in HeadlessView<HeaderState>() }),
            ProfileContext(user: user, routingContext: routing), links: links)
    }

    @Test func theHeaderLoadsThePersonAndTheirCountsAndThePostsTheirPosts() async throws {
        let harness = try await profile("bob")
        let header = try #require(harness.state(as: HeaderState.self))
        #expect(header.user?.displayName == "Bob Okafor" && header.counts?.posts == 6 && !header.isFollowing)
        #expect(harness.state(as: FeedState.self)?.rows.allSatisfy { $0.post.author == "bob" } == true)
        await harness.finish()
    }

    @Test func followingSavesAndUpdatesTheCount() async throws {
        let harness = try await profile("bob")
        let followers = try #require(harness.state(as: HeaderState.self)?.counts?.followers)
        try await harness.act(HeaderAction.follow)
        harness.expectState(HeaderState.self) { $0.isFollowing = true }
        #expect(harness.state(as: HeaderState.self)?.counts?.followers == followers + 1)
        #expect(try await services.follows.isFollowing("bob"))
        #expect(
            await harness.actExpectingRefusal(HeaderAction.follow) == ActionRefused("you follow @bob already")
        )
        try await harness.act(HeaderAction.unfollow)
        harness.expectState(HeaderState.self) { $0.isFollowing = false }
        #expect(harness.state(as: HeaderState.self)?.counts?.followers == followers)
        #expect(!(try await services.follows.isFollowing("bob")))
        await harness.finish()
    }

    @Test func aFollowOrANameSavedElsewhereShowsOnEveryProfileAtOnceWithNoRefresh() async throws {
        let bob = try await profile("bob")
        let bobAgain = try await profile("bob", routing: "feed.author")
        let me = try await profile(.me)
        let following = try #require(me.state(as: HeaderState.self)?.counts?.following)
        try await bob.act(HeaderAction.follow)
        bob.expectState(HeaderState.self) { $0.isFollowing = true }
        bobAgain.expectState(HeaderState.self) { $0.isFollowing = true }
        me.expectState(HeaderState.self) { $0.followed = following + 1 }
        #expect(bobAgain.state(as: HeaderState.self)?.counts == bob.state(as: HeaderState.self)?.counts)
        try await settings.update { $0.displayName = "Zed" }
        me.expectState(HeaderState.self) { $0.user?.displayName = "Zed" }
        for harness in [me, bobAgain, bob] { await harness.finish() }
    }

    @Test func showingThePostsAsAGridOrAListSetsTheEmbeddedFeedsLayout() async throws {
        let harness = try await profile("alice")
        try await harness.act(ProfileAction.showPosts(.grid))
        harness.expectState(FeedState.self) { $0.layout = .grid }
        #expect(
            await harness.actExpectingRefusal(ProfileAction.showPosts(.grid))
                == ActionRefused("the posts show as a grid already"))
        try await harness.act(ProfileAction.showPosts(.list))
        harness.expectState(FeedState.self) { $0.layout = .list }
        await harness.finish()
    }

    @Test func thePostsAreAFeedEmbeddedWithItsOwnRoutingContext() async throws {
        let harness = try await profile("alice", routing: "feed.author")
        var heard: [String] = []
        harness.modules.listen(to: FeedEvent.self) { event, source in
            heard.append("\(event) \(source.routingContext)")
            return .handled
        }
        try await harness.act(FeedAction.open("p8"))
        try await harness.act(FeedAction.openAuthor("alice"))
        #expect(heard == ["openPost(p8) feed.author.posts", "openProfile(alice) feed.author.posts"])
        let posts = harness.modules.aliveModules.first { $0.id.name == "Feed" }
        #expect(posts?.routingContext == "feed.author.posts")
        await harness.finish()
    }

    @Test func anUnknownPersonIsNotFoundAndCannotBeFollowed() async throws {
        let harness = try await profile("nobody")
        #expect(
            harness.state(as: HeaderState.self)?.error == ModuleFailure(.notFound, "user nobody not found"))
        #expect(
            await harness.actExpectingRefusal(HeaderAction.follow)
                == ActionRefused(.notFound, "user nobody not found"))
        await harness.finish()
    }

    @Test func postsThatCannotBeBuiltLeaveTheHeaderLoadedAndSayWhy() async throws {
        let failing = ModuleBuilder<FeedContext>(name: "Feed") { _, _ throws(ModuleError) in
            throw .notRegistered(contextType: "FeedContext")
        }
        let harness = try await profile("bob", posts: failing)
        #expect(harness.state(as: HeaderState.self)?.user?.displayName == "Bob Okafor")
        #expect(harness.state(as: ProfileState.self)?.postsError == "no module is registered for FeedContext")
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
        var links = Deeplinks(scheme: "mosaic")
        try ProfileRoutes.register(in: &links)
        #expect(links.verifyRoundTrips().isEmpty)
        expectLinksRoundTrip(links) { value in
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
