import ModuleKitCore
import TerminalUI

/// A terminal view whose commands are declared once each (``CommandSet``) and performed by a
/// host-neutral presenter as typed actions. Its help and its `handle(_:)` come from the
/// declarations: a command on what is still loading is read once the load ended, a row number
/// becomes the id of the row's item, and the presenter's refusal is shown as is. A view
/// of a container module also answers its children's commands: each goes to the child that
/// declares it (see ``embedded``).
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
    /// Keeps nothing: the view draws its screen from its presenter's state when the shell asks.
    public func render(_ state: ViewState) {}
    public var embedded: ModuleContainer? { nil }
    public var offeredCommands: CommandSet<ViewState, Presenter.Action> { Self.commandSet }

    /// The help of ``offeredCommands``, then of every embedded child's commands, in slot order.
    public var commands: [CommandHelp] {
        offeredCommands.help + (embedded?.terminalViews.flatMap(\.commands) ?? [])
    }

    /// Finds the command's declaration, reads its arguments against the presenter's state as
    /// shown now, and returns the work that has the presenter perform the action. A command that
    /// needs content the screen is still loading is read once the load ended, against what it
    /// brought (``ScreenWork/init(reading:words:of:_:)``): `like 3` typed while the feed loads likes
    /// the third post the load shows, or is refused then if there is none. One whose screen
    /// could not load is refused at once, with the load's failure; a malformed one at once, too.
    /// A command this view does not declare goes to the embedded child that does.
    public func prepare(_ command: Command) throws(CommandError) -> ScreenWork {
        let offered = offeredCommands
        if !offered.knows(command.name), let child = embedded?.terminalView(handling: command.name) {
            return try child.prepare(command)
        }
        let spec = try offered.spec(for: command)
        let presenter = self.presenter
        let state = presenter.store.state
        guard spec.needsContent, let loading = state as? any LoadingState,
            !loading.isLoaded || loading.error != nil
        else {
            return .send(try spec.action(for: command, on: state), to: presenter)
        }
        if let failure = loading.error { throw .refused(ActionRefused.notLoaded(failure: failure).reason) }
        do {
            _ = try spec.action(for: command, on: state)
        } catch .noSuchRow, .refused {
            // What it names is the load's to bring: read then.
        }
        return ScreenWork(reading: spec.name, words: [command.name] + command.arguments, of: presenter) {
            () throws(ActionRefused) in
            let state = presenter.store.state
            if let loading = state as? any LoadingState, !loading.isLoaded || loading.error != nil {
                throw .notLoaded(failure: loading.error)
            }
            do throws(CommandError) {
                return .send(try spec.action(for: command, on: state), to: presenter)
            } catch {
                throw ActionRefused(error.description)
            }
        }
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
