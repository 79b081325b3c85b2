import CommandLines

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Lines typed at a terminal, edited as in a shell — arrows, history, Tab completion,
/// Ctrl-A/E/K/U/W/Y, Ctrl-C, Ctrl-D, Ctrl-L and Ctrl-Z (the program stops as a shell's job; `fg`
/// brings it back) — for a session that runs on the main actor. A thread of its own only reads the terminal's bytes;
/// what they do (the line edited and drawn, a line submitted, `^C`, completions) is decided on
/// the main actor by one value (`PromptLine`), between the session's own work: nothing but
/// bytes crosses threads, and what the session reads of the input (``hasSubmittedLine``) stays
/// true until it acts on it. The terminal is in raw mode from ``init(prompt:history:)`` to
/// ``stop()``.
///
/// ```swift
/// let input = PromptInput(prompt: "mosaic> ")
/// defer { input.stop() }
/// input.showPrompt()
/// while let line = await input.nextLine() { … ; input.showPrompt() }
/// ```
@MainActor
public final class PromptInput {
    private var line: PromptLine
    private let bytes: ReadLines<[UInt8]>
    /// The terminal's settings before raw mode, put back by ``stop()``.
    private let saved: termios?
    private var stopped = false

    /// Lines at `prompt`, with `history` as the lines typed before, oldest first: the terminal
    /// is in raw mode, and its bytes are read, from now on.
    public init(prompt: String, history: [String] = []) {
        line = PromptLine(prompt: prompt, history: history)
        saved = RawMode.enter()
        bytes = ReadLines { { readBytes() } }
    }

    /// Whether standard input and output are a terminal this input can edit on.
    public static var isAvailable: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// The lines typed with this input (not the history it started with), blank ones left out.
    public var typedLines: [String] { line.typed }

    /// Makes `completions` what Tab completes from now on.
    public func setCompletions(_ completions: Completions) {
        line.completions = completions
    }

    /// Whether the input wrote lines of its own (`^C` and a new prompt, a list of completions,
    /// a cleared screen) since the prompt was last shown: what was drawn above the prompt is no
    /// longer right above it.
    public var hasWrittenLines: Bool { line.wroteLines }

    /// Whether a line was submitted since the prompt was last shown: it is not answered yet.
    public var hasSubmittedLine: Bool { line.submitted }

    /// Draws the prompt and the line typed so far, on the current line.
    public func showPrompt() {
        line.show(columns: Terminal.columns).carryOut(restoring: saved)
    }

    /// Takes the prompt and the line typed so far off the screen (keys typed meanwhile are kept,
    /// and appear with the prompt).
    public func hidePrompt() {
        line.hide().carryOut(restoring: saved)
    }

    /// The next line typed, with whether it was on screen when submitted (typed ahead while the
    /// session printed, or the second line of a paste, was not); `nil` when the input ends
    /// (Ctrl-D on an empty line, or the terminal closed). The keys that arrive while it waits
    /// are handled at once.
    public func nextLine() async -> TypedLine? {
        while true {
            if let ready = line.removeNextLine() { return ready }
            guard let chunk = await bytes.next(isolation: MainActor.shared) else { return nil }
            line.feed(chunk, columns: Terminal.columns).carryOut(restoring: saved)
        }
    }

    /// Puts the terminal back as it was: the session is over.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        RawMode.restore(saved)
    }
}

extension [PromptLine.Effect] {
    /// Carries out what a line at the prompt said to do, in order: writes to the terminal, and a
    /// stop as a shell's job — the terminal's settings as they were before raw mode (`saved`)
    /// until `fg`, then raw again.
    func carryOut(restoring saved: termios?) {
        for effect in self {
            switch effect {
            case .write(let text):
                fflush(stdout)
                writeWhole(text, to: 1)
            case .suspend:
                RawMode.restore(saved)
                kill(0, SIGTSTP)
                _ = RawMode.enter()
            }
        }
    }
}

/// The next bytes standard input sends (waiting until some arrive), or `nil` once it ended.
func readBytes() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return nil }
        return Array(buffer[..<count])
    }
}
