import ModuleKitCore

/// What a feature's web view holds: its presenter, whose state each page is drawn from. Subclass
/// it, adopt ``WebView`` and `ModuleView`, and write ``WebView/body(on:)`` from `state`.
@MainActor
open class WebPresenterView<Presenter: ModulePresenter> {
    /// The presenter that performs the view's actions (unowned: the module owns both).
    public unowned let presenter: Presenter

    /// A view of `presenter`'s state.
    public init(presenter: Presenter) {
        self.presenter = presenter
    }

    /// The state a page is drawn from: the presenter's, as it is when the page is drawn. The view
    /// keeps no copy of it.
    public var state: Presenter.State { presenter.store.state }

    /// Keeps nothing: a page reads ``state`` when it is drawn (`ModuleView`'s render, which a
    /// terminal's view draws its screen in).
    public func render(_ state: Presenter.State) {}

    /// `false`: a page reads ``state`` when it is drawn, and the view is told no state.
    public var followsEachState: Bool { false }
}
