import ModuleKit

/// Assembles the profile's header submodule.
@MainActor
enum HeaderModule {
    static func make(context: HeaderContext, interactor: HeaderInteractor) -> any ModuleProtocol<
        HeaderContext
    > {
        AssembledModule(context: context) { _ in
            HeaderPresenter(user: context.user, interactor: interactor)
        } view: {
            HeaderView(presenter: $0)
        }
    }
}
