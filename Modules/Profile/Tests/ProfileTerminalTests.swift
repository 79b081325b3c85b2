import Domain
import FeedInterface
import FeedTerminal
import ModuleKitCore
import ModuleKitTesting
import ProfileInterface
import ProfileTerminal
import Services
import TerminalHostTesting
import Testing

@testable import Feed
@testable import Profile

/// A profile in a terminal: the header's lines above the posts, its commands, and the embedded
/// posts' rows by number. What the screens do is ProfileTests'.
@MainActor
@Suite struct ProfileTerminalTests {
    let services = ServiceBundle.inMemory()
    /// The app's one store of follows, and of settings, which every profile a test builds follows.
    let follows: FollowStore
    let settings: SettingsStore

    init() {
        follows = FollowStore(service: services.follows)
        settings = SettingsStore(service: services.settings)
    }

    /// A profile composed as the terminal app composes it: Feed's terminal builder handed to it.
    func profile(_ user: UserID) async throws -> ModuleHarness<ProfileContext> {
        try await ModuleHarness(
            ProfileTerminal.builder(
                ProfileDependencies(
                    users: services.users, follows: follows, settings: settings,
                    posts: FeedTerminal.builder(
                        FeedDependencies(posts: services.posts, likes: LikeStore(service: services.likes))))),
            ProfileContext(user: user, routingContext: "profile"))
    }

    @Test func theHeaderShowsNameBioAndCountsAboveThePosts() async throws {
        let harness = try await profile("bob")
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Bob Okafor  @bob")
        #expect(lines[1] == "Street & night shots 🌃")
        #expect(lines[2].hasPrefix("6 posts · "))
        #expect(harness.screen.contains("Posts by @bob"))
        #expect(harness.screen.contains("[p2]"))
        try await harness.send("follow")
        harness.expectState(HeaderState.self) { $0.isFollowing = true }
        #expect(harness.screen.contains("you follow @bob"))
        await harness.finish()
    }

    @Test func yourOwnProfileHasNoFollowCommandAndNoProfileAMessageOne() async throws {
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

    @Test func gridAndListAreCommandsAndTheRowsShowSo() async throws {
        let harness = try await profile("alice")
        try await harness.send("grid")
        harness.expectState(FeedState.self) { $0.layout = .grid }
        #expect(harness.screen.contains("1. [p1] ♡ 7"))
        try await harness.send("list")
        harness.expectState(FeedState.self) { $0.layout = .list }
        #expect(harness.screen.contains("@alice  Eileen Collins"))
        await harness.finish()
    }

    @Test func theEmbeddedPostsTakeTheirRowNumbers() async throws {
        let harness = try await profile("alice")
        try await harness.send("open 2")
        try await harness.send("author 1")
        #expect(harness.modules.aliveModules.count == 3)
        await harness.finish()
    }

    @Test func anUnknownPersonIsOneErrorLine() async throws {
        let harness = try await profile("nobody")
        #expect(harness.screen.contains("error: user nobody not found"))
        await harness.finish()
    }

    @Test func postsThatCannotBeBuiltLeaveTheHeaderShowingAndSayWhy() async throws {
        let failing = ModuleBuilder<FeedContext>(name: "Feed") { _, _ throws(ModuleError) in
            throw .notRegistered(contextType: "FeedContext")
        }
        let harness = try await ModuleHarness(
            ProfileTerminal.builder(
                ProfileDependencies(
                    users: services.users, follows: follows, settings: settings, posts: failing)),
            ProfileContext(user: "bob", routingContext: "profile"))
        #expect(harness.screen.contains("Bob Okafor"))
        #expect(harness.screen.contains("error: no module is registered for FeedContext"))
        await harness.finish()
    }
}
