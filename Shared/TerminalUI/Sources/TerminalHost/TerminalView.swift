import ModuleKit
import TerminalUI

/// A module view the terminal can show: it draws its state as a ``Screen`` of text and takes
/// typed ``Command``s. This is the terminal host's refinement of ModuleKit's ``ModuleView``;
/// a module made for another host simply does not conform, and the shell says so. A feature's
/// view usually adopts ``CommandedView``, which writes `commands` and `handle(_:)` from one
/// declaration per command; by hand, a view looks like this:
///
/// ```swift
/// final class FeedView: TerminalView {
///     func screen() -> Screen { … }
///     let commands = [CommandHelp("like N", "like post N")]
///     func handle(_ command: Command) async throws(CommandError) { … }
/// }
/// ```
@MainActor
public protocol TerminalView: ModuleView {
    /// The screen as of the last render.
    func screen() -> Screen
    /// The commands this view understands, for `help` and the screen's footer.
    var commands: [CommandHelp] { get }
    /// Performs `command`. Throws ``CommandError/unknownCommand(_:)`` for a command it does not
    /// know and another ``CommandError`` for bad arguments; either way nothing changed.
    func handle(_ command: Command) async throws(CommandError)
}

extension ModuleProtocol {
    /// The module's view as the terminal shows it, or `nil` when the module was made for
    /// another host.
    public var terminalView: (any TerminalView)? { view as? any TerminalView }

    /// The module's terminal view; throws ``TerminalHostError/notDrawable(_:)`` when it has none.
    public func requireTerminalView() throws(TerminalHostError) -> any TerminalView {
        guard let view = terminalView else { throw .notDrawable(String(describing: type(of: self))) }
        return view
    }
}

/// Why the terminal host cannot show a module.
public enum TerminalHostError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The module's view is not a ``TerminalView``: it was made for another host.
    case notDrawable(String)
    /// The session was made without a deeplink router, so it has no links.
    case noLinks

    public var description: String {
        switch self {
        case .noLinks: "this session has no links"
        case .notDrawable(let module):
            "\(module) cannot be shown in a terminal: its view is not a TerminalView"
        }
    }
}
