import ModuleKitCore
import ModuleKitTesting
import Testing

// The doc comments' examples of ModuleKitTesting, compiled (see DocCommentExamples.swift, which
// declares their givens); the two that are tests run.

/// The app's composition root, as the examples take it.
@MainActor
struct AppRoot {
    let links: Deeplinks
}

@MainActor
func appHarnessExample(navigator: Navigator, root: AppRoot) async throws {
    // snippet: doc AppHarness
    try await AppHarness.run(navigator: navigator) { app in
        await app.open("mosaic://feed/post/p1")
        await app.act(PostAction.like("p1"))
        app.expectShown("mosaic://feed/post/p1")
        await app.open("mosaic://feed/post/p999")
        app.expectFailures([.notFound])  // undone: the post is still shown
        app.expectShown("mosaic://feed/post/p1")
    }
    // end
}

@MainActor
func headlessViewExample(context: CounterContext) async throws {
    // snippet: doc HeadlessView
    let harness = try await ModuleHarness(
        CounterFeature.builder { _ in HeadlessView<CounterState>() }, context)
    // end
    await harness.finish()
}

/// A service that counts the calls it has not answered.
@MainActor
final class CountingService {
    var pendingRequests = 0
}

@MainActor
func resumeLoadExample(harness: ModuleHarness<CounterContext>, service: CountingService) async {
    // snippet: doc ModuleHarness.resumeLoad
    await harness.resumeLoad { service.pendingRequests == 1 }
    await harness.close()
    harness.expectNothingAfterClose()
    // end
}

@MainActor
func moduleHarnessRunExample(context: CounterContext) async throws {
    // snippet: doc ModuleHarness.run
    try await ModuleHarness.run(CounterFeature.builder(), context) { counter in
        try await counter.act(CounterAction.increment)
        counter.expectEvent(.counted(1))
        counter.expectState(CounterState.self) { $0.count = 1 }
    }
    // end
}

@MainActor
func sharedStateExample(feed: ModuleHarness<FeedContext>, likes: SharedState<[PostID]>) async throws {
    // snippet: doc ModuleHarness.expectState
    try await feed.act(PostAction.like("p1"))
    feed.expectState(FeedState.self) { $0.rows[0].liked = true }
    feed.expectState(likes) { $0 = ["p1"] }  // the shared store of likes, credited to this like
    // end
}

enum ActionRoundTripsExample {
    enum FeedAction: ScreenAction, Equatable {
        case like(PostID)
        case nextPage

        var words: [String] {
            switch self {
            case .like(let post): ["like", post.rawValue]
            case .nextPage: ["more"]
            }
        }
        init?(words: [String]) {
            switch (words.first, words.count) {
            case ("like", 2): self = .like(PostID(words[1]))
            case ("more", 1): self = .nextPage
            default: return nil
            }
        }
    }
}

/// The examples that are tests, run.
@MainActor
@Suite struct DocCommentExampleTests {
    typealias FeedAction = ActionRoundTripsExample.FeedAction

    // snippet: doc expectLinksRoundTrip
    @Test func everyScreenRoundTripsThroughItsLink() throws {
        var links = Deeplinks(scheme: "mosaic")
        try FeedRoutes.register(in: &links)
        expectLinksRoundTrip(links) { value in
            [PostContext(post: PostID(value), routingContext: "test")]
        }
    }
    // end

    // snippet: doc expectActionsRoundTrip
    @Test func everyActionRoundTripsThroughItsWords() {
        expectActionsRoundTrip { value in [FeedAction.like(PostID(value)), .nextPage] }
    }
    // end

    @Test func startingAtFourShowsFourAndCountsOn() async throws {
        // snippet: doc ModuleHarness
        let harness = try await ModuleHarness(
            CounterFeature.builder(), CounterContext(routingContext: "test"))
        harness.input.start(at: 4)
        harness.expectState(CounterState.self) { $0.count = 4 }  // every change of state is said
        try await harness.act(CounterAction.increment)
        harness.expectState(CounterState.self) { $0.count = 5 }
        harness.expectEvent(.counted(5))  // every event too
        await harness.finish()
        // end
    }

    @Test func aPresenterActsOnItsOwnActions() async throws {
        // snippet: doc ModuleHarness.act
        try await ModuleHarness.run(CounterFeature.builder(), CounterContext(routingContext: "test")) {
            counter in
            try await counter.act(CounterAction.increment)
            counter.expectState(CounterState.self) { $0.count = 1 }
            counter.expectEvent(.counted(1))
        }
        // end
    }
}

@MainActor
func moduleHarnessRouterExample(postBuilder: ModuleBuilder<PostContext>) async throws {
    // snippet: doc ModuleHarness.init(links:)
    var links = Deeplinks(scheme: "mosaic")
    try FeedRoutes.register(in: &links)
    let harness = try await ModuleHarness(
        postBuilder, PostContext(post: "p1", routingContext: "test"), links: links)
    // end
    await harness.finish()
}
