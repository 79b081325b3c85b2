import LikesInterface
import ModuleKit

/// Assembles Likes.
@MainActor
final class LikesModule: ModuleProtocol, InspectableModule {
    let context: LikesContext
    let events = EventStream<LikesEvent>()
    private let presenter: LikesPresenter
    private let likesView: LikesView

    init(context: LikesContext, interactor: LikesInteractor) {
        self.context = context
        presenter = LikesPresenter(interactor: interactor, events: events)
        likesView = LikesView(presenter: presenter)
        presenter.store.drive { [unowned likesView] state in likesView.render(state) }
    }

    var view: any ModuleView { likesView }
    var inspectedState: any Sendable { presenter.store.state }

    func prepare() async { await presenter.load() }
    func refresh() async { await presenter.refresh() }
}
