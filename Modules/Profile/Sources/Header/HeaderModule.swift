import ModuleKitCore

/// Assembles the profile's header submodule.
@MainActor
enum HeaderModule {
    static func make<View: ModuleView>(
        context: HeaderContext, interactor: HeaderInteractor, view: (HeaderPresenter) -> View
    ) -> any ModuleProtocol<HeaderContext> where View.ViewState == HeaderState {
        AssembledModule(context: context) { _ in
            HeaderPresenter(user: context.user, interactor: interactor)
        } view: {
            view($0)
        }
    }
}
