import FeedInterface
import ModuleKitCore

/// Assembles Feed: its presenter (which owns the state: the rows of posts) and its view.
@MainActor
enum FeedModule {
    static func make<View: ModuleView>(
        context: FeedContext, interactor: FeedInteractor, view: (FeedPresenter) -> View
    ) -> any ModuleProtocol<FeedContext> where View.ViewState == FeedState {
        AssembledModule(context: context) { events in
            FeedPresenter(source: context.source, interactor: interactor, events: events)
        } view: {
            view($0)
        } input: {
            $0
        }
    }
}
