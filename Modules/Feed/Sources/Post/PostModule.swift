import FeedInterface
import ModuleKit

/// Assembles the post screen.
@MainActor
final class PostModule: ModuleProtocol, InspectableModule {
    let context: PostContext
    let events = EventStream<FeedEvent>()
    private let presenter: PostPresenter
    private let postView: PostView

    init(context: PostContext, interactor: FeedInteractor) {
        self.context = context
        presenter = PostPresenter(post: context.post, interactor: interactor, events: events)
        postView = PostView(presenter: presenter)
        presenter.store.drive { [unowned postView] state in postView.render(state) }
    }

    var view: any ModuleView { postView }
    var inspectedState: any Sendable { presenter.store.state }

    func prepare() async { await presenter.load() }
    func refresh() async { await presenter.refresh() }
}
