/// One command a screen understands, declared once: how it is typed (its help line) and how
/// its words become the screen's typed action.
///
/// The usage is the grammar. Its first word is the command's name; the lowercase words right
/// after it are keywords the line must repeat (`set name VALUE`), and the rest name the
/// arguments the parser reads, in order, from ``CommandArguments``. `Shown` is what the screen
/// shows, for arguments that name a row on screen: the parser turns the row number into the id
/// of what it shows, so the action never carries a position.
///
/// ```swift
/// CommandSpec<LikesState, LikesAction>("open N", "show post N") { arguments, shown in
///     .open(try arguments.row("N", of: shown.rows).id)
/// }
/// ```
public struct CommandSpec<Shown, Action>: Sendable {
    /// The help line: usage and summary.
    public let help: CommandHelp
    /// The words that must follow the name before the arguments (`name` in `set name VALUE`).
    public let keywords: [String]
    /// Whether the command acts on what the screen loaded; a screen that has not loaded refuses
    /// it without parsing. Commands that load (`refresh`) say `false`.
    public let needsContent: Bool
    private let parse: @Sendable (inout CommandArguments, Shown) throws -> Action

    /// A command typed as `usage`, doing `summary`, whose arguments `parse` reads. An error it
    /// throws that is not a ``CommandError`` refuses the command with its description.
    public init(
        _ usage: String, _ summary: String, needsContent: Bool = true,
        _ parse: @escaping @Sendable (inout CommandArguments, Shown) throws -> Action
    ) {
        help = CommandHelp(usage, summary)
        let words = usage.split(separator: " ").map(String.init)
        keywords = Array(words.dropFirst().prefix { Self.isKeyword($0) })
        self.needsContent = needsContent
        self.parse = parse
    }

    /// A command without arguments that always asks for `action`.
    public init(_ usage: String, _ summary: String, needsContent: Bool = true, _ action: Action)
    where Action: Sendable {
        self.init(usage, summary, needsContent: needsContent) { _, _ in action }
    }

    /// A command whose one argument is a row number on screen (`open N`, its last word names
    /// it): `action` is given what that row of the state's `rows` shows — read by its path, so
    /// no code of the view runs to find it.
    ///
    /// ```swift
    /// CommandSpec("open N", "show post N", rows: \.rows) { .open($0.id) }
    /// ```
    public init<Row>(
        _ usage: String, _ summary: String, rows: KeyPath<Shown, [Row]> & Sendable,
        _ action: @escaping @Sendable (Row) -> Action
    ) {
        let argument = String(usage.split(separator: " ").last ?? "N")
        self.init(usage, summary) { arguments, shown in
            action(try arguments.row(argument, of: shown[keyPath: rows]))
        }
    }

    /// A command whose one argument is a row number on screen, its rows found by a closure: 2.0's
    /// way, which runs the view's code to find them. A path reaches any property, computed ones
    /// too.
    @available(*, deprecated, message: "pass the path of the rows in the state, 'rows: \\.rows'")
    public init<Row>(
        _ usage: String, _ summary: String, rows: @escaping @Sendable (Shown) -> [Row],
        _ action: @escaping @Sendable (Row) -> Action
    ) {
        let argument = String(usage.split(separator: " ").last ?? "N")
        self.init(usage, summary) { arguments, shown in
            action(try arguments.row(argument, of: rows(shown)))
        }
    }

    /// The command's name: the first word of its usage.
    public var name: String { help.name }

    /// Whether `command` is this one: its name and keywords match.
    public func matches(_ command: Command) -> Bool {
        command.name == name && command.arguments.starts(with: keywords)
    }

    /// The action `command` asks for, reading its arguments against `shown`. Throws for a
    /// missing or malformed argument, and for arguments left over.
    public func action(for command: Command, on shown: Shown) throws(CommandError) -> Action {
        let invocation = ([name] + keywords).joined(separator: " ")
        var arguments = CommandArguments(command.arguments.dropFirst(keywords.count), command: invocation)
        let action: Action
        do {
            action = try parse(&arguments, shown)
        } catch let error as CommandError {
            throw error
        } catch {
            throw .refused(String(describing: error))
        }
        guard arguments.isEmpty else { throw .unexpectedArguments(invocation) }
        return action
    }

    private static func isKeyword(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isLowercase }
    }
}

extension CommandHelp {
    /// The command's name: the first word of its usage.
    public var name: String { String(usage.prefix { $0 != " " }) }
}
