import ModuleKitCore
import TerminalUI

/// What every passive terminal view of a presenter holds: the presenter it sends actions to
/// (unowned: the module owns both). Subclass it, adopt ``CommandedView`` with the view's
/// `commandSet`, and draw ``screen()`` from ``state`` — called when the shell draws, so the view
/// keeps no copy of what it shows:
///
/// ```swift
/// final class LikesView: PresenterView<LikesPresenter>, CommandedView {
///     static let commandSet: CommandSet<LikesState, LikesAction> = [
///         CommandSpec("open N", "show post N", rows: \.rows) { .open($0.id) }
///     ]
///     override func screen() -> Screen { Screen(title: "Likes (\(state.rows.count))") }
/// }
/// ```
@MainActor
open class PresenterView<Presenter: AnyObject> {
    /// The presenter that turns this view's actions into state changes and events.
    public unowned let presenter: Presenter
    /// What a 2.0 view showed last (``show(_:)``), or `nil`: a view that draws ``screen()`` when
    /// asked, which keeps nothing.
    private var shown: Screen?

    /// A view of `presenter`.
    public init(presenter: Presenter) {
        self.presenter = presenter
    }

    /// The screen, drawn when the shell asks (``TerminalView/screen()``): override it to draw from
    /// ``state``. Not overridden, what a 2.0 view last showed.
    open func screen() -> Screen { shown ?? Screen() }

    /// Whether the view is told each state (`ModuleView`'s `render`): only a 2.0 view is, that
    /// shows a screen as it renders the first (``show(_:)``) and keeps it.
    public var followsEachState: Bool { shown != nil }

    /// Makes `screen` what the view shows: 2.0's way, a copy kept from render to render.
    @available(
        *, deprecated, message: "draw in 'override func screen() -> Screen' from 'state', when the shell asks"
    )
    public func show(_ screen: Screen) {
        shown = screen
    }
}

extension PresenterView where Presenter: ModulePresenter {
    /// What the view draws: its presenter's state (`ModuleView`'s).
    public typealias ViewState = Presenter.State

    /// The state the screen is drawn from: the presenter's, as it is when the shell draws.
    public var state: Presenter.State { presenter.store.state }
}
