import ModuleKitCore

/// What a feature's web view holds: its presenter, and the state it rendered last. Subclass it,
/// adopt ``WebView`` and `ModuleView`, and write ``WebView/body(on:)`` from `state`.
@MainActor
open class WebPresenterView<Presenter: ModulePresenter> {
    /// The presenter that performs the view's actions (unowned: the module owns both).
    public unowned let presenter: Presenter
    /// The state as of the last render.
    public private(set) var state: Presenter.State

    /// A view of `presenter`'s state.
    public init(presenter: Presenter) {
        self.presenter = presenter
        state = presenter.store.state
    }

    /// Keeps `state` for the next page.
    public func render(_ state: Presenter.State) {
        self.state = state
    }
}
