import ModuleKit

/// Assembles the header submodule.
@MainActor
final class HeaderModule: ModuleProtocol {
    let context: HeaderContext
    let events = EventStream<HeaderEvent>()
    let presenter: HeaderPresenter
    private let headerView: HeaderView

    init(context: HeaderContext, interactor: HeaderInteractor) {
        self.context = context
        presenter = HeaderPresenter(user: context.user, interactor: interactor, events: events)
        headerView = HeaderView(presenter: presenter)
        presenter.store.drive { [unowned headerView] state in headerView.render(state) }
    }

    var view: any ModuleView { headerView }

    func prepare() async { await presenter.load() }
    func refresh() async { await presenter.load() }
}
