import Domain
import FeedInterface
import ModuleKitCore
import Testing

@testable import Feed

extension FeedTests {
    /// Hands `screen` — an UpdatableModule — `context`, as a navigator does with a link's.
    func hand<Screen: UpdatableModule>(_ screen: Screen, _ context: PostContext) {
        guard let context = context as? Screen.Context else {
            Issue.record("\(Screen.self) takes no post")
            return
        }
        screen.updateContext(to: context)
    }

    /// A post's screen takes another post's link (a notification's `mosaic://p/p6` on p5): it
    /// shows that post, read by the refresh that follows, rather than a second screen.
    @Test func thePostScreenHandedAnotherPostShowsThatOneOnceRefreshed() async throws {
        let harness = try await post("p5")
        do {  // the screen not held past here: the harness checks that it is released at its end
            let screen = try #require(
                harness.subject as? any UpdatableModule, "the post screen takes no post")
            hand(screen, PostContext(post: "p6", routingContext: "test"))
        }
        harness.expectState(PostState.self) { $0 = PostState(id: "p6") }
        #expect((harness.subject.context as PostContext).post == "p6", "its link is p6's")
        await harness.reappear()
        let p6 = try await fixture.services.posts.post("p6")
        harness.expectState(PostState.self) { state in
            state.post = p6
            state.summary = fixture.likes.summary(of: p6)
        }
        try await harness.act(PostAction.like("p6"))
        harness.expectState(PostState.self) { $0.summary?.liked = true }
        harness.expectState(liked(by: harness)) { $0 = ["p6"] }
        await harness.finish()
    }
}
