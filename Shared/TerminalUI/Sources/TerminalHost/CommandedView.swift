import ModuleKitCore
import TerminalUI

/// A terminal view whose commands are declared once each (``CommandSet``) and performed by a
/// host-neutral presenter as typed actions. Its help and its `handle(_:)` come from the
/// declarations: a command on what has not loaded is refused one way on every screen, a row
/// number becomes the id of the row's item, and the presenter's refusal is shown as is. A view
/// of a container module also answers its children's commands: each goes to the child that
/// declares it (see ``embedded``).
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
public protocol CommandedView: TerminalView, ModuleView {
    /// The presenter that performs the actions.
    associatedtype Presenter: ModulePresenter where Presenter.State == ViewState
    /// The view's commands, in help order.
    static var commandSet: CommandSet<ViewState, Presenter.Action> { get }
    /// The commands offered now: all of ``commandSet`` (the default), or fewer for a screen that
    /// shows less at times (a part of it left out). A command not offered is unknown here.
    var offeredCommands: CommandSet<ViewState, Presenter.Action> { get }
    /// The presenter that performs the actions.
    var presenter: Presenter { get }
    /// The container whose children's commands this view answers too, or `nil` (the default).
    var embedded: ModuleContainer? { get }
}

extension CommandedView {
    public var embedded: ModuleContainer? { nil }
    public var offeredCommands: CommandSet<ViewState, Presenter.Action> { Self.commandSet }

    /// The help of ``offeredCommands``, then of every embedded child's commands, in slot order.
    public var commands: [CommandHelp] {
        offeredCommands.help + (embedded?.terminalViews.flatMap(\.commands) ?? [])
    }

    /// Finds the command's declaration, refuses it at once when it needs content the screen
    /// has not loaded, reads its arguments against the presenter's state as shown now, and
    /// returns the work that has the presenter perform the action. A command this view does not
    /// declare goes to the embedded child that does.
    public func prepare(_ command: Command) throws(CommandError) -> ScreenWork {
        let offered = offeredCommands
        if !offered.knows(command.name), let child = embedded?.terminalView(handling: command.name) {
            return try child.prepare(command)
        }
        let spec = try offered.spec(for: command)
        let state = presenter.store.state
        if spec.needsContent, let loading = state as? any LoadingState,
            !loading.isLoaded || loading.error != nil
        {
            throw .refused(ActionRefused.notLoaded(failure: loading.error).reason)
        }
        return .send(try spec.action(for: command, on: state), to: presenter)
    }
}

extension ModuleContainer {
    /// The terminal views of the attached children, in slot order.
    public var terminalViews: [any TerminalView] { modules.compactMap(\.terminalView) }

    /// The view of the child that declares a command named `name`, if one does.
    public func terminalView(handling name: String) -> (any TerminalView)? {
        terminalViews.first { view in view.commands.contains { $0.name == name } }
    }
}
