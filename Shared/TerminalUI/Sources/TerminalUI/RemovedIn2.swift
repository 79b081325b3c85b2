// The spellings of TerminalUI 1.x that 2.0 removed or renamed, each kept unavailable with a
// message that says what to write instead: code written for 1.x meets one compiler error per
// old name, and each error is its own fix.

/// Unavailable: the line at the prompt is decided by a value on the session's actor.
@available(
    *, unavailable,
    message:
        "RawTerminal and PromptLine: feed 'await terminal.nextBytes()' to a PromptLine, and take its lines with 'removeNextLine()'"
)
public final class LineEditorInput {
    public init(prompt: String, history: [String] = []) { fatalError() }
}

extension BackgroundTypedLines {
    /// Unavailable: a line editor's lines are taken from its ``PromptLine``.
    @available(*, unavailable, message: "feed a RawTerminal's bytes to a PromptLine: 'line.removeNextLine()'")
    public init(_ editor: LineEditorInput) { fatalError() }
}

extension Screen {
    /// Unavailable: the name of a question, for a method that adds a line.
    @available(*, unavailable, renamed: "addStatusUnlessLoaded(error:isLoaded:)")
    public mutating func showsContent(error: String?, isLoaded: Bool) -> Bool { fatalError() }
}
