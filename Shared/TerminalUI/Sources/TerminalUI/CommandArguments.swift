/// The arguments of a typed command, read in order by its ``CommandSpec``'s parser. Each read
/// names the argument as the usage does, so a missing or malformed one is reported in the
/// person's terms; what is left unread when the parser returns is refused as too many.
public struct CommandArguments: Sendable {
    private var words: ArraySlice<String>
    /// The command as far as its keywords (`set name`), for messages.
    public let command: String

    /// The arguments `words` of `command`.
    public init(_ words: ArraySlice<String>, command: String) {
        self.words = words
        self.command = command
    }

    /// Whether every argument has been read.
    public var isEmpty: Bool { words.isEmpty }

    /// The next argument, as typed.
    public mutating func word(_ name: String) throws(CommandError) -> String {
        guard let word = words.popFirst() else { throw .missingArgument(name, usage: command) }
        return word
    }

    /// The next argument as a positive whole number.
    public mutating func number(_ name: String) throws(CommandError) -> Int {
        let text = try word(name)
        guard let value = Int(text), value > 0 else {
            throw .invalidArgument(text, expected: "a positive number")
        }
        return value
    }

    /// What row number `name` shows of `rows` (numbered from 1, as a screen lists them).
    public mutating func row<Row>(_ name: String, of rows: [Row]) throws(CommandError) -> Row {
        let number = try number(name)
        guard rows.indices.contains(number - 1) else { throw .noSuchRow(number, count: rows.count) }
        return rows[number - 1]
    }

    /// The next argument, which must be one of `choices`' names.
    public mutating func choice<Value>(_ name: String, of choices: [(String, Value)]) throws(CommandError)
        -> Value
    {
        let expected = choices.map(\.0).alternatives
        let text = try word(expected.isEmpty ? name : expected)
        guard let value = choices.first(where: { $0.0 == text })?.1 else {
            throw .invalidArgument(text, expected: expected)
        }
        return value
    }

    /// Every argument left, joined by spaces: free text such as a name. Throws when none is left.
    public mutating func text(_ name: String) throws(CommandError) -> String {
        guard !words.isEmpty else { throw .missingArgument(name, usage: command) }
        return optionalText()
    }

    /// Every argument left, joined by spaces; empty when none is left.
    public mutating func optionalText() -> String {
        defer { words.removeAll() }
        return words.joined(separator: " ")
    }
}

extension [String] {
    /// The words as a person lists alternatives: `a`, `a or b`, `a, b or c`.
    var alternatives: String {
        guard count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " or " + last!
    }
}
