import HiddenCharacters

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One command of a program's command line — its options (``OptionSpec``), its operands — from
/// which come its parser, its refusals (one line each) and its help, so that an option is named
/// once in a program's sources and the help shows exactly what the command takes.
///
/// An option's value follows it or is joined to it (`--data-dir=DIR`); a value that follows may
/// not start with `--` (that is the next option: `--script --trace` is refused); `--` ends the
/// options, so what follows is an operand even when it starts with dashes; `--help` (or `-h`)
/// anywhere asks for the help.
///
/// ```swift
/// let serve = CommandLineSpec<ServeOptions>(
///     "mosaic serve", "serve the app to web browsers", options: [port, quiet])
/// let (options, operands) = try serve.parse(["--port", "0"], into: ServeOptions())
/// print(serve.help)
/// ```
public struct CommandLineSpec<Options> {
    /// How the command is typed before its options: `mosaic serve`.
    public let command: String
    /// What it does, a paragraph the help wraps.
    public let summary: String
    /// Its options, in the order the help lists them.
    public let options: [OptionSpec<Options>]
    /// How its operands are written after the options (`[URL]`), or empty for none.
    public let operands: String

    /// The width the help is wrapped to.
    static var width: Int { 92 }

    /// The command typed as `command`, doing `summary`, taking `options` and the operands
    /// `operands` describes.
    public init(_ command: String, _ summary: String, options: [OptionSpec<Options>], operands: String = "") {
        self.command = command
        self.summary = summary
        self.options = options
        self.operands = operands
    }

    /// What `arguments` (after the command's own words) say: the options set in `initial`, and
    /// the operands in order — or the first thing wrong with them, as one line.
    public func parse(_ arguments: some Sequence<String>, into initial: Options) throws(CommandLineError)
        -> (options: Options, operands: [String])
    {
        var parsed = initial
        var operands: [String] = []
        var remaining = Array(arguments)[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-") else {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, joined) = Self.split(argument)
            guard let option = options.first(where: { $0.name == name }) else {
                throw CommandLineError("unknown option '\(name.quotedInMessage)'")
            }
            var value = joined
            if option.valueName == nil {
                if let joined {
                    throw CommandLineError("\(name) takes no value (got '\(joined.quotedInMessage)')")
                }
            } else if value == nil, let next = remaining.first, !next.hasPrefix("--") {
                value = remaining.removeFirst()
            }
            try option.set(in: &parsed, value: value)
        }
        return (parsed, operands)
    }

    /// The options the process was started with (its arguments after the program's name) set in
    /// `initial`, for a command that takes no operands: `--help` prints ``help`` and exits with
    /// 0; a command line it refuses prints one `error:` line on standard error and exits with 2.
    public func processOptions(startingFrom initial: Options) -> Options {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if Self.asksForHelp(arguments) {
            print(help)
            exit(0)
        }
        do throws(CommandLineError) {
            let (parsed, operands) = try parse(arguments, into: initial)
            if let extra = operands.first {
                throw CommandLineError("unexpected argument '\(extra.quotedInMessage)'")
            }
            return parsed
        } catch {
            refuse(error)
        }
    }

    /// Prints `error` as one `error:` line on standard error, naming this command's help, and
    /// exits with 2.
    public func refuse(_ error: CommandLineError) -> Never {
        CommandLines.refuse(error, helpOf: command)
    }

    /// Whether `arguments` ask for the help (`--help` or `-h` before any `--`).
    public static func asksForHelp(_ arguments: some Sequence<String>) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    /// `--name=value` as the name and the value; any other argument as itself and `nil`.
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// `usage: mosaic serve [--port N] [--host ADDR]`, wrapped under the command.
    public var usage: String {
        let words = options.map { "[" + $0.typed + "]" } + (operands.isEmpty ? [] : [operands])
        let indent = String(repeating: " ", count: "usage: \(command) ".count)
        return WordWrap.lines(words, width: Self.width, first: "usage: \(command) ", indent: indent)
    }

    /// The help: the usage, what the command does, and a line or two per option.
    public var help: String {
        var lines = [usage, "", WordWrap.paragraph(summary, width: Self.width)]
        if !options.isEmpty {
            lines += ["", "options:"]
            let column = min(options.map(\.typed.count).max() ?? 0, 20)
            for option in options {
                lines.append(Self.entry(option.typed, option.summary, column: column))
            }
            lines.append(Self.entry("-h, --help", "show this help", column: column))
        }
        return lines.joined(separator: "\n")
    }

    /// `typed` in a column `column` wide, then `summary` wrapped beside it (under it when
    /// `typed` is wider).
    static func entry(_ typed: String, _ summary: String, column: Int) -> String {
        let head = "  " + typed + String(repeating: " ", count: max(column - typed.count, 0) + 3)
        let indent = String(repeating: " ", count: column + 5)
        let first = head.count > indent.count ? "  " + typed + "\n" + indent : head
        return WordWrap.paragraph(summary, width: width, first: first, indent: indent)
    }
}
