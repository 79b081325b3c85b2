import LikesInterface
import ModuleKitCore

/// Assembles Likes.
@MainActor
enum LikesModule {
    static func make<View: ModuleView>(
        context: LikesContext, interactor: LikesInteractor, view: (LikesPresenter) -> View
    ) -> any ModuleProtocol<LikesContext> where View.ViewState == LikesState {
        AssembledModule(context: context) { events in
            LikesPresenter(interactor: interactor, events: events)
        } view: {
            view($0)
        }
    }
}
