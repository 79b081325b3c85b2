/// Where typed lines come from: the terminal, a pipe, a script file or a test.
public protocol LineSource {
    /// The next line without its newline, or `nil` at the end of input.
    mutating func nextLine() -> String?
}

/// Lines from standard input (a terminal or a pipe).
public struct StandardInput: LineSource, Sendable {
    /// Standard input.
    public init() {}
    /// The next line read, without its newline.
    public mutating func nextLine() -> String? { readLine(strippingNewline: true) }
}

/// Lines from a list held in memory: a script, or a test's input.
public struct ScriptedLines: LineSource, Sendable {
    private var remaining: ArraySlice<String>

    /// The lines of `lines`, in order.
    public init(_ lines: [String]) { remaining = lines[...] }

    /// The lines of `text`, split at newlines — `\n`, `\r\n` or `\r` — (a final newline adds
    /// no empty line).
    public init(text: String) {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.init(lines)
    }

    public mutating func nextLine() -> String? { remaining.popFirst() }
}
