import HiddenCharacters

/// A program of several commands (`mosaic serve`, `depgraph check`), each a ``Subcommand``:
/// which one a command line names, its options parsed by its own declaration, its help — and the
/// program's help, its commands listed from their declarations.
///
/// The command's word is the first argument that is neither an option nor an option's value, or
/// the one after `--`; options may come before it or after. With no word, the default command
/// runs. `help` or `--help` asks for the help (of the command named, else the program's),
/// `--version` for the version. An option only another command takes is refused naming the
/// command (`'mosaic serve' takes no --script`).
///
/// ```swift
/// let program = CommandLineProgram<Request>(
///     "depgraph", "the dependency graph of a SwiftPM package", version: "0.5.0",
///     commands: [graph, check], default: "graph")
/// switch program.parse(arguments) { … }
/// ```
public struct CommandLineProgram<Command> {
    /// The program's name: `depgraph`.
    public let name: String
    /// What it does: the paragraph its help starts with.
    public let summary: String
    /// What `--version` prints, after the name.
    public let version: String
    /// Its commands, in the order its help lists them.
    public let commands: [Subcommand<Command>]
    /// The command that runs when no word names one, if any.
    public let defaultCommand: String?
    /// What its help says after the commands (exit statuses, say), or empty.
    public let epilogue: String

    /// What a command line asks of the program.
    public enum Parsed {
        /// A command to run.
        case run(Command)
        /// A help page to print as it is.
        case help(String)
        /// The version line to print.
        case version(String)
    }

    /// The program `name`, doing `summary`, of `commands`; `defaultCommand` runs when no word
    /// names one.
    public init(
        _ name: String, _ summary: String, version: String, commands: [Subcommand<Command>],
        default defaultCommand: String? = nil, epilogue: String = ""
    ) {
        precondition(Set(commands.map(\.name)).count == commands.count, "two commands of one name")
        precondition(
            defaultCommand.map { word in commands.contains { $0.name == word } } ?? true,
            "a default command the program does not have")
        self.name = name
        self.summary = summary
        self.version = version
        self.commands = commands
        self.defaultCommand = defaultCommand
        self.epilogue = epilogue
    }

    /// What `arguments` (without the program's name) ask, or the first thing wrong with them.
    public func parse(_ arguments: [String]) throws(CommandLineError) -> Parsed {
        let (word, rest) = try commandWord(in: arguments)
        let options = rest.prefix { $0 != "--" }
        if word == "help" {
            let named = rest.first { !$0.hasPrefix("-") }
            if let named, command(named) == nil {
                throw CommandLineError(
                    "unknown command '\(named.quotedInMessage)' (known: \(known))", helpCommand: name)
            }
            return .help(help(of: named))
        }
        if CommandLineSpec<Void>.asksForHelp(options) { return .help(help(of: word)) }
        if options.contains("--version") { return .version("\(name) \(version)") }
        guard let chosen = command(word ?? defaultCommand ?? "") else {
            throw CommandLineError("no command given", helpCommand: name)
        }
        let takes = Set(chosen.options.map(\.name))
        for argument in options where argument.hasPrefix("--") {
            let option = String(argument.prefix { $0 != "=" })
            if !takes.contains(option), everyOption.contains(option) {
                throw CommandLineError(
                    "'\(chosen.spelled.quotedInMessage)' takes no \(option)", helpCommand: chosen.spelled)
            }
        }
        do throws(CommandLineError) {
            return .run(try chosen.command(rest))
        } catch {
            throw CommandLineError(error.description, helpCommand: error.helpCommand ?? chosen.spelled)
        }
    }

    /// The command named `word`.
    private func command(_ word: String) -> Subcommand<Command>? {
        commands.first { $0.name == word }
    }

    /// The commands' names, in order: what a refusal of an unknown one lists.
    private var known: String { commands.map(\.name).joined(separator: ", ") }

    /// Every option some command takes.
    private var everyOption: Set<String> { Set(commands.flatMap { $0.options.map(\.name) }) }

    /// The command's word (`nil` when none is given) and the other arguments.
    private func commandWord(in arguments: [String]) throws(CommandLineError) -> (String?, [String]) {
        let takingValues = Set(commands.flatMap { $0.options.filter(\.takesValue).map(\.name) })
        var index = 0
        while index < arguments.count {
            var at = index
            if arguments[index] == "--" {
                at = index + 1
                guard at < arguments.count else { return (nil, arguments) }
            } else if arguments[index].hasPrefix("-") {
                index += takingValues.contains(arguments[index]) ? 2 : 1
                continue
            }
            let word = arguments[at]
            guard word == "help" || command(word) != nil else {
                throw CommandLineError(
                    "unknown command '\(word.quotedInMessage)' (known: \(known))", helpCommand: name)
            }
            var rest = arguments
            rest.removeSubrange(index...at)
            if at > index { rest.insert("--", at: index) }
            return (word, rest)
        }
        return (nil, arguments)
    }

    // MARK: Help

    /// The help of the command `word`; the program's — its summary (when it has one), the default
    /// command's help, every command, the epilogue — for none.
    public func help(of word: String?) -> String {
        if let word, let named = command(word) { return named.help }
        var lines =
            summary.isEmpty ? [] : [WordWrap.paragraph(summary, width: CommandLineSpec<Void>.width), ""]
        if let defaultCommand, let named = command(defaultCommand) { lines += [named.help, ""] }
        lines.append("commands:")
        let column = min(commands.map(\.name.count).max() ?? 0, 14)
        for command in commands {
            lines.append(CommandLineSpec<Void>.entry(command.name, command.summary, column: column))
        }
        lines.append(
            CommandLineSpec<Void>.entry(
                "help", "show this help, or a command's (\(name) help COMMAND); --version, the version",
                column: column))
        if !epilogue.isEmpty { lines += ["", epilogue] }
        return lines.joined(separator: "\n")
    }
}
