import ModuleKitCore
import TerminalUI

/// What every terminal view of a container module holds: its presenter, the container whose
/// children's commands it answers (see ``CommandedView/embedded``), and the state it draws from. Subclass it, adopt ``CommandedView`` with the view's own `commandSet`, and draw
/// `screen()` from the children's screens when asked (they render on their own):
///
/// ```swift
/// final class ProfileView: ContainerView<ProfilePresenter>, CommandedView {
///     static let commandSet: CommandSet<ProfileState, ProfileAction> = [CommandSpec("grid", "show posts as a grid", .showPosts(.grid))]
///     func screen() -> Screen { embedded?.child(in: "header")?.terminalView?.screen() ?? Screen() }
/// }
/// ```
@MainActor
open class ContainerView<Presenter: ModulePresenter> {
    /// The presenter that performs the view's own actions (unowned: the module owns both).
    public unowned let presenter: Presenter
    /// The container of the module's children.
    public let embedded: ModuleContainer?
    /// A view of `presenter`'s state over the children in `container`.
    public init(presenter: Presenter, container: ModuleContainer) {
        self.presenter = presenter
        embedded = container
    }

    /// The state the screen is drawn from: the presenter's, as it is when the shell draws.
    public var state: Presenter.State { presenter.store.state }

    /// Keeps nothing: ``state`` is read when the shell draws.
    public func render(_ state: Presenter.State) {}

    /// `false`: the view reads ``state`` when the shell draws, and is told no state.
    public var followsEachState: Bool { false }
}
