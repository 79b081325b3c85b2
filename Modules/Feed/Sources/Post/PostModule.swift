import FeedInterface
import ModuleKitCore

/// Assembles the post screen.
@MainActor
enum PostModule {
    static func make<View: ModuleView>(
        context: PostContext, interactor: FeedInteractor, view: (PostPresenter) -> View
    ) -> any ModuleProtocol<PostContext> where View.ViewState == PostState {
        AssembledModule(context: context) { events in
            PostPresenter(post: context.post, interactor: interactor, events: events)
        } view: {
            view($0)
        }
    }
}
