import CommandLines
import Locks

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Lines typed at a terminal with a ``LineEditor``: arrows, history, Tab completion,
/// Ctrl-A/E/K/U/W/Y, Ctrl-C, Ctrl-D, Ctrl-L and Ctrl-Z (the program stops as a shell's job;
/// `fg` brings it back, the terminal as it was), as in a shell. It reads standard input in raw
/// mode (restored between lines and when the input ends) and draws the prompt and the line being
/// typed.
///
/// The session decides when the prompt is on screen: ``showPrompt()`` after it printed a
/// screen, ``hidePrompt()`` before it prints anything — keys typed meanwhile are kept and appear
/// with the prompt. What to draw for each key is decided by a value (`PromptLine`, tested by
/// feeding it bytes); this reads the bytes and writes what it says. Drawing and printing never
/// interleave: both happen under one lock. Used from two threads (the reading one, and the
/// session's), hence a class with a mutex — which a session on the main actor needs not: it
/// reads a ``RawTerminal``'s bytes and feeds its own `PromptLine`.
@available(
    *, deprecated,
    message: "RawTerminal and PromptLine: feed 'await terminal.nextBytes()' to a PromptLine"
)
public final class LineEditorInput: LineSource, Sendable {
    private struct State {
        var line: PromptLine
        /// Whether the line handed over last was on screen when it was submitted.
        var lastLineWasShown = true

        /// The next line ready, noted as handed over: `.some(nil)` at the input's end, `nil`
        /// when none is ready.
        mutating func handOverNextLine() -> TypedLine?? {
            guard let ready = line.removeNextLine() else { return nil }
            if let typed = ready { lastLineWasShown = typed.wasShown }
            return ready
        }
    }

    private let state: Locked<State>

    /// An input showing `prompt`, with `history` as the lines typed before, oldest first.
    public init(prompt: String, history: [String] = []) {
        state = Locked(State(line: PromptLine(prompt: prompt, history: history)))
    }

    /// The lines typed with this input (not the history it started with), blank ones left out.
    public var typedLines: [String] { state.withLock { $0.line.typed } }

    /// Makes `completions` what Tab completes from now on (the session sets them as its screen
    /// changes).
    public func setCompletions(_ completions: Completions) {
        state.withLock { $0.line.completions = completions }
    }

    /// Whether the line ``nextLine()`` handed over last was on screen when it was submitted.
    @available(
        *, deprecated,
        message: "nextTypedLine() (or BackgroundTypedLines) hands each line over with whether it was shown"
    )
    public func takeWasShown() -> Bool {
        state.withLock { $0.lastLineWasShown }
    }

    /// Whether the input wrote lines of its own (`^C` and a new prompt, a list of completions,
    /// a cleared screen) since the prompt was last shown (``showPrompt()``): what was drawn
    /// above the prompt is no longer right above it, and cannot be drawn again in place.
    public var hasWrittenLines: Bool { state.withLock { $0.line.wroteLines } }

    /// Whether a line was submitted (Enter) since the prompt was last shown: the program has
    /// not answered it yet, and nothing else should come between the line and its answer.
    public var hasSubmittedLine: Bool { state.withLock { $0.line.submitted } }

    /// Whether standard input is a terminal this input can edit on.
    public static var isAvailable: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Draws the prompt and the line typed so far, on the current line.
    public func showPrompt() {
        state.withLock { $0.line.show(columns: Terminal.columns).carryOut(restoring: nil) }
    }

    /// Takes the prompt and the line typed so far off the screen (they come back with
    /// ``showPrompt()``), so that the session can print.
    public func hidePrompt() {
        state.withLock { $0.line.hide().carryOut(restoring: nil) }
    }

    /// The next line typed, or `nil` when the input ends (Ctrl-D on an empty line, or the
    /// terminal closed).
    public func nextLine() -> String? {
        nextTypedLine()?.text
    }

    /// The next line typed, with whether it was on screen when submitted — typed at the prompt —
    /// or not: typed ahead while the session printed, or the second line of a paste. A session
    /// shows a line that was not at the prompt before it runs it, so that every line that runs is
    /// seen as typed. `nil` when the input ends (Ctrl-D on an empty line, or the terminal closed).
    public func nextTypedLine() -> TypedLine? {
        if let line = state.withLock({ $0.handOverNextLine() }) { return line }
        let saved = RawMode.enter()
        defer { RawMode.restore(saved) }
        while let bytes = readBytes() {
            let line = state.withLock { state in
                state.line.feed(bytes, columns: Terminal.columns).carryOut(restoring: saved)
                return state.handOverNextLine()
            }
            if let line { return line }
        }
        return nil
    }
}
