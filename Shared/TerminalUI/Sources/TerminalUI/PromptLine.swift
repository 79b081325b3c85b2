/// The line being typed at a prompt, as a value: the bytes a terminal sends come in, what to
/// write back goes out — the prompt and the line drawn, `^C`, a list of completions, a cleared
/// screen — with the lines submitted kept until they are removed. Every drawing rule of a line
/// edited at a terminal is here, tested by feeding bytes: a ``RawTerminal`` reads the bytes, and
/// writes what this value says (a terminal session's decisions hold one).
///
/// The prompt is drawn only while it is shown (``show(columns:)`` to ``hide()``): keys typed
/// while the session prints are kept, and appear with the prompt.
public struct PromptLine: Sendable {
    /// What to do about the keys fed.
    public enum Effect: Sendable, Equatable {
        /// Writes `text` to the terminal as it is.
        case write(String)
        /// Stops the program as a shell's job (Ctrl-Z), the terminal as it was until `fg`.
        case suspend
    }

    /// What is shown before the line.
    public let prompt: String
    private let promptWidth: Int
    private(set) var editor: LineEditor
    private var decoder = KeyDecoder()
    /// Whether the prompt is on screen.
    public private(set) var isShown = false
    /// Lines completed by keys already fed, not removed yet (a paste of several); `nil` is the
    /// input's end.
    private var ready: [TypedLine?] = []
    /// The lines submitted, blank ones left out: what to add to a history file.
    public private(set) var typed: [String] = []
    /// Whether the input wrote lines of its own (`^C`, a list of completions, a cleared screen)
    /// since the prompt was last shown.
    public private(set) var wroteLines = false
    /// Whether a line was submitted since the prompt was last shown.
    public private(set) var submitted = false

    /// What Tab completes.
    public var completions: Completions {
        get { editor.completions }
        set { editor.completions = newValue }
    }

    /// A line at `prompt`, with `history` as the lines typed before, oldest first.
    public init(prompt: String, history: [String] = []) {
        self.prompt = prompt
        promptWidth = DisplayWidth.of(prompt)
        editor = LineEditor(history: history)
    }

    /// Shows the prompt and the line typed so far, on the current line.
    public mutating func show(columns: Int?) -> [Effect] {
        isShown = true
        submitted = false
        wroteLines = false
        return [.write(drawn(columns: columns))]
    }

    /// Takes the prompt and the line typed so far off the screen.
    public mutating func hide() -> [Effect] {
        guard isShown else { return [] }
        isShown = false
        return [.write("\r\u{1B}[K")]
    }

    /// The keys in `bytes`, handled: the line edited, submitted, dropped (Ctrl-C) — what to write
    /// for each, for a terminal `columns` wide.
    public mutating func feed(_ bytes: some Collection<UInt8>, columns: Int?) -> [Effect] {
        var effects: [Effect] = []
        for key in decoder.keys(from: bytes) {
            switch editor.handle(key) {
            case .edited:
                if isShown { effects.append(.write(drawn(columns: columns))) }
            case .submit(let line):
                submitted = true
                if isShown { effects.append(.write("\r\n")) }
                ready.append(TypedLine(text: line, wasShown: isShown))
                isShown = false
                if !line.allSatisfy(\.isWhitespace) { typed.append(line) }
            case .cancelled:
                guard isShown else { continue }
                wroteLines = true
                effects += [.write("^C\r\n"), .write(drawn(columns: columns))]
            case .endOfInput:
                ready.append(nil)
            case .clearScreen:
                wroteLines = true
                effects.append(.write("\u{1B}[H\u{1B}[2J"))
                if isShown { effects.append(.write(drawn(columns: columns))) }
            case .listChoices(let choices):
                wroteLines = true
                effects.append(.write("\r\n" + Sanitizer.sanitize(choices.joined(separator: "  ")) + "\r\n"))
                if isShown { effects.append(.write(drawn(columns: columns))) }
            case .suspend:
                // As a shell's job: the line ended, the program stopped; back, the line where it was.
                if isShown { effects.append(.write("\r\n")) }
                effects.append(.suspend)
                if isShown { effects.append(.write(drawn(columns: columns))) }
            }
        }
        return effects
    }

    /// Removes and returns the next line submitted: `.some(nil)` when the input ended there,
    /// `nil` when no line is ready.
    public mutating func removeNextLine() -> TypedLine?? {
        ready.isEmpty ? nil : .some(ready.removeFirst())
    }

    /// The prompt and the visible part of the line, the cursor where it is, for a terminal
    /// `columns` wide (80 when unknown). A line wider than the room scrolls sideways so that the
    /// cursor stays in view.
    func drawn(columns: Int?) -> String {
        let room = max(10, (columns ?? 80) - promptWidth - 1)
        let widths = editor.text.map { DisplayWidth.of($0) }
        // The first character shown: the cursor stays within `room` columns of it.
        var first = 0
        var before = widths[..<editor.cursor].reduce(0, +)
        while before > room {
            before -= widths[first]
            first += 1
        }
        var shown = ""
        var used = 0
        for index in first..<editor.text.count {
            guard used + widths[index] <= room else { break }
            shown.append(editor.text[index])
            used += widths[index]
        }
        let after = used - before
        return "\r" + prompt + Sanitizer.sanitize(shown) + "\u{1B}[K" + (after > 0 ? "\u{1B}[\(after)D" : "")
    }
}
