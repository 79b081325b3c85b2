import ModuleKit
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
///     func prepare(_ command: Command) throws(CommandError) -> CommandWork {
///         let post = try command.row(…)          // read against what is shown now
///         return CommandWork { try await presenter.send(.like(post)) }
///     }
/// }
/// ```
///
/// A command means what was typed, when it was typed: it is read at once against the screen
/// as shown (a row not shown yet is refused there and then), and only its work runs later, in
/// the module's ordered lane (see ``CommandWork``) — even if the person left the screen by then.
@MainActor
public protocol TerminalView: ModuleView {
    /// The screen as of the last render.
    func screen() -> Screen
    /// The commands this view understands, for `help` and the screen's footer.
    var commands: [CommandHelp] { get }
    /// Reads `command` against what the screen shows now and returns the work that performs it,
    /// for the host to start on the module's work (``CommandWork/start(on:finished:)``). Throws at once — for a command it does
    /// not know (``CommandError/unknownCommand(_:)``), bad arguments, or content not shown yet —
    /// and then nothing changed.
    func prepare(_ command: Command) throws(CommandError) -> CommandWork
}

/// The work of a command a ``TerminalView`` read: it performs the command, or throws why it
/// could not.
///
/// What a person asks of a screen runs in the screen's order — after its load and after what
/// was asked before, one at a time — so that `more` then `more` shows the third page. A command
/// that only takes the person elsewhere (`open N`, `author N`) says it ``navigates``: it reads
/// nothing that an earlier action changes, so it starts at once, beside a slow `like` still
/// running, instead of after it.
public struct CommandWork {
    /// Whether the command only takes the person elsewhere, and so starts at once.
    public let navigates: Bool
    /// Performs the command and gives its error, or `nil`.
    private let perform: @MainActor () async -> CommandError?

    /// Work that `perform`s a command; `navigates` when all it does is take the person elsewhere.
    public init(
        navigates: Bool = false, _ perform: @escaping @MainActor () async throws(CommandError) -> Void
    ) {
        self.navigates = navigates
        self.perform = { () async -> CommandError? in
            do throws(CommandError) {
                try await perform()
                return nil
            } catch {
                return error
            }
        }
    }

    /// Starts the command as work of the module whose view read it: in the module's ordered lane
    /// as what the person asked (``ModuleWork/enqueue(_:)``: carried out even if they leave the
    /// screen first), or at once when it ``navigates``, as the screen's own
    /// (``ModuleWork/task(_:)``: it never acts from a screen that closed). When it has run,
    /// `finished` is given its error, or `nil`; it is not called for work that never ran.
    @MainActor @discardableResult
    public func start(
        on work: ModuleWork, finished: @escaping @MainActor (CommandError?) -> Void
    ) -> Task<Void, Never> {
        let perform = self.perform
        let body: @MainActor () async -> Void = { finished(await perform()) }
        return navigates ? work.task(body) : work.enqueue(body)
    }
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
