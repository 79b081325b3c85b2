import ModuleKitCore

// The examples of UpdatableModule's and UpdatablePresenter's doc comments and of the Links
// article's "A screen given a new link", compiled (see DocCommentExamples.swift, which declares
// their givens): a post's screen and a player handed another context.

/// The post screen, whole, for the example of a presenter handed another post.
struct PostState: LoadingState {
    var id: PostID
    var text: String?
    var error: ModuleFailure?
    var isLoaded: Bool { text != nil }
}

@MainActor
final class PostPresenter: ModulePresenter {
    let store = StateStore(PostState(id: "p1"))
    func perform(_ action: Never) async throws(ActionRefused) {}
}

// snippet: updatable-presenter
extension PostPresenter: UpdatablePresenter {
    func updateContext(to context: PostContext) {
        store.update { $0.value = PostState(id: context.post) }  // its refresh loads that post
    }
}
// end

/// A track of a player.
struct TrackContext: BuildContext {
    var track: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["track", track] }
}

@MainActor
final class TrackView: ModuleView {}

// snippet: doc UpdatableModule
final class TrackModule: UpdatableModule {
    private(set) var context: TrackContext
    let events = EventStream<Never>()
    let view: any ModuleView = TrackView()

    init(context: TrackContext) { self.context = context }

    func updateContext(to context: TrackContext) {
        self.context = context  // its refresh plays the new track
    }

    func refresh() async {
        // plays context.track
    }
}
// end
