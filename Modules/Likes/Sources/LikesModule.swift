import LikesInterface
import ModuleKit

/// Assembles Likes.
@MainActor
enum LikesModule {
    static func make(context: LikesContext, interactor: LikesInteractor) -> any ModuleProtocol<LikesContext> {
        AssembledModule(context: context) { events in
            LikesPresenter(interactor: interactor, events: events)
        } view: {
            LikesView(presenter: $0)
        }
    }
}
