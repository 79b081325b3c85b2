import ModuleKit
import TerminalUI

/// What every passive terminal view of a presenter holds: the presenter it sends actions to
/// (unowned: the module owns both) and the screen it drew last. Subclass it, add `commands`,
/// `render(_:)` (ending in ``show(_:)``) and `handle(_:)`:
///
/// ```swift
/// final class LikesView: PresenterView<LikesPresenter>, TerminalView, StateRenderingView {
///     let commands = [CommandHelp("open N", "show post N")]
///     func render(_ state: LikesState) { show(Screen(title: "Likes")) }
///     func handle(_ command: Command) async throws(CommandError) { … presenter.open(row: n) … }
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
