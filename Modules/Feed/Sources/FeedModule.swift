import FeedInterface
import ModuleKit

/// Assembles Feed: its presenter (which owns the state: the rows of posts) and its view.
@MainActor
enum FeedModule {
    static func make(context: FeedContext, interactor: FeedInteractor) -> any ModuleProtocol<FeedContext> {
        AssembledModule(context: context) { events in
            FeedPresenter(source: context.source, interactor: interactor, events: events)
        } view: {
            FeedView(presenter: $0)
        } input: {
            $0
        }
    }
}
