import FeedInterface
import ModuleKit

/// Assembles the post screen.
@MainActor
enum PostModule {
    static func make(context: PostContext, interactor: FeedInteractor) -> any ModuleProtocol<PostContext> {
        AssembledModule(context: context) { events in
            PostPresenter(post: context.post, interactor: interactor, events: events)
        } view: {
            PostView(presenter: $0)
        }
    }
}
