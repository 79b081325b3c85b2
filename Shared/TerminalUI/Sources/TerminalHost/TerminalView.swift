import ModuleKitCore
import TerminalUI

/// A module view the terminal can show: it draws its state as a ``Screen`` of text and takes
/// typed ``Command``s. This is the terminal host's refinement of ModuleKit's ``ModuleView``;
/// a module made for another host simply does not conform, and the shell says so. A feature's
/// view usually adopts ``CommandedView``, which writes `commands` and `prepare(_:)` from one
/// declaration per command; by hand, a view looks like this:
///
/// ```swift
/// final class FeedView: TerminalView {
///     func screen() -> Screen { … }
///     let commands = [CommandHelp("like N", "like post N")]
///     func prepare(_ command: Command) throws(CommandError) -> ScreenWork {
///         let post = try command.row(…)          // read against what is shown now
///         return .send(.like(post), to: presenter)
///     }
/// }
/// ```
///
/// A command is read against the screen as shown — or, when it names what the screen is still
/// loading, against what the load brought, once it ended (`ScreenWork(reading:words:of:_:)`, as
/// ``CommandedView`` does) — and its work runs in the lane its action declares (see
/// ``ScreenWork``), even if the person left the screen by then.
@MainActor
public protocol TerminalView: ModuleView {
    /// The screen, drawn from the module's state as it is now: the shell asks each time it
    /// draws.
    func screen() -> Screen
    /// The commands this view understands, for `help` and the screen's footer.
    var commands: [CommandHelp] { get }
    /// Reads `command` against what the screen shows now (or once its load ended) and returns the
    /// work that performs it, for the host to hand its session's step (``HostSession/step(_:)``).
    /// Throws at once — for a command it does not know (``CommandError/unknownCommand(_:)``), or
    /// bad arguments — and then nothing changed.
    func prepare(_ command: Command) throws(CommandError) -> ScreenWork
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
    /// The app has no links (``ModuleManager/links`` is `nil`).
    case noLinks

    public var description: String {
        switch self {
        case .noLinks: "this session has no links"
        case .notDrawable(let module):
            "\(module) cannot be shown in a terminal: its view is not a TerminalView"
        }
    }
}
