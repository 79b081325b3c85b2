import FeedInterface
import ModuleKit

/// Assembles Feed: presenter (with its state and cell list) and view.
@MainActor
final class FeedModule: ModuleProtocol, InspectableModule {
    let context: FeedContext
    let events = EventStream<FeedEvent>()
    private let presenter: FeedPresenter
    private let feedView: FeedView

    init(context: FeedContext, interactor: FeedInteractor) {
        self.context = context
        presenter = FeedPresenter(source: context.source, interactor: interactor, events: events)
        feedView = FeedView(presenter: presenter)
        presenter.store.drive { [unowned feedView] state in feedView.render(state) }
    }

    var view: any ModuleView { feedView }
    var input: any FeedInput { presenter }
    var inspectedState: any Sendable { presenter.store.state }

    func prepare() async { await presenter.load() }
    func refresh() async { await presenter.refreshLikes() }
}
