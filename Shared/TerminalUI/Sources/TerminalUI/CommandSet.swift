/// The commands of one screen, each declared once (``CommandSpec``): they give the screen's
/// help and turn a typed line into its typed action.
///
/// ```swift
/// static let commands: CommandSet<FeedState, FeedAction> = [
///     CommandSpec("like N", "like post N") { arguments, shown in .like(try arguments.row("N", of: shown.rows).id) },
///     CommandSpec("more", "next page", .nextPage),
/// ]
/// let action = try FeedView.commands.action(for: command, on: state)
/// ```
public struct CommandSet<Shown, Action>: Sendable, ExpressibleByArrayLiteral {
    /// The commands, in help order.
    public let specs: [CommandSpec<Shown, Action>]

    /// A set of `specs`, in help order.
    public init(_ specs: [CommandSpec<Shown, Action>]) {
        self.specs = specs
    }

    public init(arrayLiteral specs: CommandSpec<Shown, Action>...) {
        self.init(specs)
    }

    /// One help line per command.
    public var help: [CommandHelp] { specs.map(\.help) }

    /// Whether a command of this name is here (with whatever keywords).
    public func knows(_ name: String) -> Bool {
        specs.contains { $0.name == name }
    }

    /// The command `command` is. Throws ``CommandError/unknownCommand(_:)`` for a name that
    /// is not here, and names the keywords that may follow a name that is.
    public func spec(for command: Command) throws(CommandError) -> CommandSpec<Shown, Action> {
        let named = specs.filter { $0.name == command.name }
        guard !named.isEmpty else { throw .unknownCommand(command.name) }
        if let spec = named.first(where: { $0.matches(command) }) { return spec }
        // Every command of this name starts with a keyword: say which ones there are.
        let expected = named.compactMap(\.keywords.first).alternatives
        guard let given = command.arguments.first else {
            throw .missingArgument(expected, usage: command.name)
        }
        throw .invalidArgument(given, expected: expected)
    }

    /// The action `command` asks for, its arguments read against `shown`.
    public func action(for command: Command, on shown: Shown) throws(CommandError) -> Action {
        try spec(for: command).action(for: command, on: shown)
    }
}
