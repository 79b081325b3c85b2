import Domain
import FeedInterface
import FeedWeb
import ModuleKitCore
import ModuleKitTesting
import ProfileInterface
import ProfileWeb
import Services
import Testing
import WebHostTesting

@testable import Feed
@testable import Profile

/// A profile in a browser: the header with its follow button, the grid and list buttons, and the
/// embedded posts, each part written by its own screen. What the screens do is ProfileTests'.
@MainActor
@Suite struct ProfileWebTests {
    let services = ServiceBundle.inMemory()
    /// The app's one store of follows, and of settings, which every profile a test builds follows.
    let follows: FollowStore
    let settings: SettingsStore

    init() {
        follows = FollowStore(service: services.follows)
        settings = SettingsStore(service: services.settings)
    }

    func profile(_ user: UserID, posts: ModuleBuilder<FeedContext>? = nil) async throws -> ModuleHarness<
        ProfileContext
    > {
        try await ModuleHarness(
            ProfileWeb.builder(
                ProfileDependencies(
                    users: services.users, follows: follows, settings: settings,
                    posts: posts
                        ?? FeedWeb.builder(
                            FeedDependencies(posts: services.posts, likes: LikeStore(service: services.likes))
                        ))),
            ProfileContext(user: user, routingContext: "profile"))
    }

    @Test func theHeaderTheLayoutButtonsAndThePostsAreOnePage() async throws {
        let harness = try await profile("bob")
        let page = harness.page(at: "/profile/bob")
        #expect(page.hasPrefix("<h2>Bob Okafor @bob</h2>"))
        #expect(page.contains(#"<input type="hidden" name="do" value="follow">"#))
        #expect(
            page.contains(
                #"<input type="hidden" name="do" value="show"><input type="hidden" name="w1" value="grid">"#))
        #expect(page.contains("<h2>Posts by @bob</h2>"))
        #expect(page.contains(#"<input type="hidden" name="w1" value="p2">"#))
        try await harness.act(HeaderAction.follow)
        harness.expectState(HeaderState.self) { $0.isFollowing = true }
        let followed = harness.page(at: "/profile/bob")
        #expect(followed.contains("you follow @bob") && followed.contains(#"value="unfollow""#))
        await harness.finish()
    }

    @Test func yourOwnProfileHasNoFollowButton() async throws {
        let harness = try await profile(.me)
        #expect(!harness.page(at: "/me").contains(#"value="follow""#))
        await harness.finish()
    }

    @Test func postsThatCannotBeBuiltAreOneErrorUnderTheHeader() async throws {
        let failing = ModuleBuilder<FeedContext>(name: "Feed") { _, _ throws(ModuleError) in
            throw .notRegistered(contextType: "FeedContext")
        }
        let harness = try await profile("bob", posts: failing)
        let page = harness.page(at: "/profile/bob")
        #expect(page.contains(#"<p class="error">error: no module is registered for FeedContext</p>"#))
        #expect(!page.contains(#"value="grid""#))
        await harness.finish()
    }
}
