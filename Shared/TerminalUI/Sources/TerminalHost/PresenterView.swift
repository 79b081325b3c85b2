import ModuleKitCore
import TerminalUI

/// What every passive terminal view of a presenter holds: the presenter it sends actions to
/// (unowned: the module owns both) and the screen it drew last. Subclass it, adopt
/// ``CommandedView`` with the view's `commandSet`, and write `render(_:)`, ending in ``show(_:)``:
///
/// ```swift
/// final class LikesView: PresenterView<LikesPresenter>, CommandedView {
///     static let commandSet: CommandSet<LikesState, LikesAction> = [
///         CommandSpec("open N", "show post N", rows: \.rows) { .open($0.id) }
///     ]
///     func render(_ state: LikesState) { show(Screen(title: "Likes")) }
/// }
/// ```
@MainActor
open class PresenterView<Presenter: AnyObject> {
    /// The presenter that turns this view's actions into state changes and events.
    public unowned let presenter: Presenter
    private var rendered = Screen()

    /// A view of `presenter` that shows an empty screen until its first render.
    public init(presenter: Presenter) {
        self.presenter = presenter
    }

    /// The screen as of the last render (``TerminalView/screen()``).
    public func screen() -> Screen { rendered }

    /// Makes `screen` what the view shows.
    public func show(_ screen: Screen) {
        rendered = screen
    }
}
