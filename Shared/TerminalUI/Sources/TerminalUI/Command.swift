import HiddenCharacters

/// A line typed by a person, split into a command name and its arguments.
///
/// Words are separated by spaces; single or double quotes keep spaces inside one argument;
/// a backslash takes the next character literally.
///
/// ```swift
/// let command = try Command(parsing: #"set name "Ada Lovelace""#)
/// command.name          // "set"
/// command.arguments     // ["name", "Ada Lovelace"]
/// ```
public struct Command: Sendable, Hashable, CustomStringConvertible {
    /// The first word, as typed.
    public var name: String
    /// The words after the name, quotes removed.
    public var arguments: [String]

    /// The command `name` with `arguments`, as if typed.
    public init(_ name: String, _ arguments: [String] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// Parses `line`. Throws ``CommandError/empty`` for a blank line and
    /// ``CommandError/unterminatedQuote`` or ``CommandError/danglingEscape`` for malformed input.
    ///
    /// The line is read scalar by scalar: a combining mark after a space, a quote or a backslash
    /// (one character with it) does not hide what that scalar does.
    public init(parsing line: String) throws(CommandError) {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        var quote: Unicode.Scalar?
        var escaping = false
        for scalar in line.unicodeScalars {
            if escaping {
                current.append(scalar)
                escaping = false
                continue
            }
            if scalar == "\\" && quote != "'" {
                escaping = true
                inWord = true
                continue
            }
            if let open = quote {
                if scalar == open { quote = nil } else { current.append(scalar) }
                continue
            }
            if scalar == "\"" || scalar == "'" {
                quote = scalar
                inWord = true
            } else if scalar == " " || scalar == "\t" {
                if inWord { words.append(String(current)) }
                current = String.UnicodeScalarView()
                inWord = false
            } else {
                current.append(scalar)
                inWord = true
            }
        }
        if escaping { throw .danglingEscape }
        if let open = quote { throw .unterminatedQuote(Character(open)) }
        if inWord { words.append(String(current)) }
        guard let name = words.first else { throw .empty }
        self.init(name, Array(words.dropFirst()))
    }

    /// The argument at `index`, or ``CommandError/missingArgument(_:usage:)`` naming it.
    public func argument(_ index: Int, named name: String) throws(CommandError) -> String {
        guard arguments.indices.contains(index) else { throw .missingArgument(name, usage: usageHint) }
        return arguments[index]
    }

    /// All arguments from `index` on, joined by spaces: for free text such as a signature.
    public func rest(from index: Int, named name: String) throws(CommandError) -> String {
        guard arguments.indices.contains(index) else { throw .missingArgument(name, usage: usageHint) }
        return arguments[index...].joined(separator: " ")
    }

    /// The argument at `index` as a positive whole number (a row number on screen).
    public func number(_ index: Int, named name: String) throws(CommandError) -> Int {
        let text = try argument(index, named: name)
        guard let value = Int(text), value > 0 else {
            throw .invalidArgument(text, expected: "a positive number")
        }
        return value
    }

    /// Throws ``CommandError/unexpectedArguments(_:)`` when more than `count` arguments were given.
    public func expectArguments(atMost count: Int) throws(CommandError) {
        guard arguments.count <= count else { throw .unexpectedArguments(name) }
    }

    public var description: String { ([name] + arguments).joined(separator: " ") }

    private var usageHint: String { name }
}

/// Why a typed line could not be understood. Every case reads as one line for a person.
public enum CommandError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line held nothing but spaces.
    case empty
    /// A quote was opened and never closed.
    case unterminatedQuote(Character)
    /// The line ended with a backslash.
    case danglingEscape
    /// No command of that name here.
    case unknownCommand(String)
    /// A required argument is missing.
    case missingArgument(String, usage: String)
    /// An argument had the wrong form.
    case invalidArgument(String, expected: String)
    /// More arguments than the command takes.
    case unexpectedArguments(String)
    /// A row number that is not on the screen.
    case noSuchRow(Int, count: Int)
    /// The command is understood but its value was refused (say why).
    case refused(String)

    public var description: String {
        switch self {
        case .empty: "empty command"
        case .unterminatedQuote(let quote): "unterminated quote (\(quote))"
        case .danglingEscape: "the line ends with a backslash"
        case .unknownCommand(let name): "unknown command '\(name.quotedInMessage)' (type help)"
        case .missingArgument(let name, let usage): "missing \(name) for '\(usage)'"
        case .invalidArgument(let value, let expected):
            "'\(value.quotedInMessage)' is not \(expected)"
        case .unexpectedArguments(let name): "too many arguments for '\(name.quotedInMessage)'"
        case .noSuchRow(let row, let count):
            count == 0 ? "no row \(row): the list is empty" : "no row \(row): choose 1 to \(count)"
        case .refused(let reason): Sanitizer.sanitize(reason)
        }
    }
}

/// One line of help: how to type a command and what it does.
public struct CommandHelp: Sendable, Hashable {
    /// The command as typed, with placeholders (`like N`).
    public var usage: String
    /// What it does, in a few words.
    public var summary: String

    /// The help of a command typed as `usage` (`like N`), doing `summary`.
    public init(_ usage: String, _ summary: String) {
        self.usage = usage
        self.summary = summary
    }
}

extension Screen {
    /// Adds a "commands" section listing `help` as aligned usage/summary rows.
    public mutating func commands(_ help: [CommandHelp], heading: String = "Commands") {
        guard !help.isEmpty else { return }
        section(heading)
        var table = Table()
        for entry in help {
            table.row([Span("  " + entry.usage, style: .accent), Span(entry.summary, style: .dim)])
        }
        self.table(table)
    }
}
