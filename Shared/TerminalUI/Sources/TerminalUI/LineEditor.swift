/// The line being typed at a prompt, edited as in a shell: what each key does to the text,
/// the cursor and the history. A value with no terminal in it: `PromptLine` feeds it keys
/// and draws it, tests drive it directly.
///
/// Keys: text inserts at the cursor; ← → move (Ctrl-B, Ctrl-F), Home and End (Ctrl-A,
/// Ctrl-E) jump; Backspace and Delete (Ctrl-D on text) erase; Ctrl-K, Ctrl-U and Ctrl-W cut to
/// the end, to the start, the word before the cursor, and Ctrl-Y puts the cut back; ↑ ↓
/// (Ctrl-P, Ctrl-N) walk the history, keeping the line being typed at its end; Enter submits;
/// Ctrl-C drops the line; Ctrl-D on an empty line ends the input; Ctrl-L clears the screen.
public struct LineEditor: Sendable {
    /// A key, decoded from the terminal's bytes (see ``KeyDecoder``).
    public enum Key: Sendable, Hashable {
        /// Printable text, typed or pasted.
        case text(String)
        /// Return: the line is done.
        case enter
        /// Deletes the character before the cursor.
        case backspace
        /// Deletes the character under the cursor.
        case delete
        /// Moves the cursor one character back.
        case left
        /// Moves the cursor one character on.
        case right
        /// Moves the cursor to the start of the line.
        case home
        /// Moves the cursor to the end of the line.
        case end
        /// The line typed before, from the history.
        case up
        /// The line typed after, from the history (or the line being typed).
        case down
        /// Tab: completes the word at the cursor (see ``Completions``).
        case tab
        /// A control key: its letter (`"c"` for Ctrl-C).
        case control(Character)
    }

    /// What the input should do after a key.
    public enum Outcome: Sendable, Hashable {
        /// Draw the line again (its text or cursor changed), or nothing changed.
        case edited
        /// The line is done: hand it over (and keep it in the history).
        case submit(String)
        /// The line was dropped (Ctrl-C): show an empty prompt on a new line.
        case cancelled
        /// Ctrl-D on an empty line: the input ends.
        case endOfInput
        /// Ctrl-L: clear the screen, then draw the line.
        case clearScreen
        /// A second Tab where several words may complete: show them, then draw the line.
        case listChoices([String])
        /// Ctrl-Z: suspend the program (as a shell's job), then draw the line when it goes on.
        case suspend
    }

    /// The longest line, in characters: a paste or a yank past it keeps what fits (yanking what
    /// was cut again and again, `Ctrl-W Ctrl-Y Ctrl-Y …`, grew a line exponentially: found by
    /// fuzz-keys).
    public static let maximumLength = 4096

    /// The text typed so far.
    public private(set) var text: [Character] = []
    /// Where the next character goes: 0 … `text.count`.
    public private(set) var cursor = 0
    /// Lines submitted before, oldest first (consecutive repeats and blank lines left out).
    public private(set) var history: [String]
    /// The most lines the history keeps.
    public let historyLimit: Int
    /// Which history line is shown: `history.count` is the line being typed.
    private var historyIndex: Int
    /// The line being typed, kept while the history is walked.
    private var draft: [Character] = []
    /// What Ctrl-K, Ctrl-U or Ctrl-W cut last, for Ctrl-Y.
    private var cut: [Character] = []
    /// What Tab completes.
    public var completions = Completions()
    /// Whether the last key was a Tab that completed nothing: a second one lists the choices.
    private var tabbed = false

    /// An empty line, with `history` (oldest first) for ↑ and ↓; keeps the newest `historyLimit` lines.
    public init(history: [String] = [], historyLimit: Int = 500) {
        self.history = Array(history.suffix(historyLimit))
        self.historyLimit = historyLimit
        historyIndex = self.history.count
    }

    /// The line as one string.
    public var line: String { String(text) }

    /// Applies `key`.
    public mutating func handle(_ key: Key) -> Outcome {
        let afterTab = tabbed
        tabbed = false
        switch key {
        case .tab:
            return complete(listing: afterTab)
        case .control("z"):
            return .suspend
        case .text(let typed):
            // Line breaks in pasted text would submit half a line: they become spaces.
            insert(typed.map { $0.isNewline ? " " : $0 })
        case .enter:
            return submit()
        case .backspace, .control("h"):
            if cursor > 0 {
                text.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete:
            if cursor < text.count { text.remove(at: cursor) }
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .up, .control("p"): showHistory(historyIndex - 1)
        case .down, .control("n"): showHistory(historyIndex + 1)
        case .control("k"):
            cut = Array(text[cursor...])
            text.removeSubrange(cursor...)
        case .control("u"):
            cut = Array(text[..<cursor])
            text.removeSubrange(..<cursor)
            cursor = 0
        case .control("w"):
            var start = cursor
            while start > 0 && text[start - 1] == " " { start -= 1 }
            while start > 0 && text[start - 1] != " " { start -= 1 }
            cut = Array(text[start..<cursor])
            text.removeSubrange(start..<cursor)
            cursor = start
        case .control("y"):
            insert(cut)
        case .control("c"):
            reset()
            return .cancelled
        case .control("d"):
            if text.isEmpty { return .endOfInput }
            if cursor < text.count { text.remove(at: cursor) }
        case .control("l"):
            return .clearScreen
        case .control("j"), .control("m"):
            return submit()
        case .control:
            break  // not bound: ignored, never typed into the line
        }
        return .edited
    }

    /// Completes the word before the cursor: with the one word that fits (and a space after
    /// it), or as far as the words that fit agree; a second Tab lists them.
    private mutating func complete(listing: Bool) -> Outcome {
        let before = String(text[..<cursor])
        let choices = completions.candidates(for: before)
        guard !choices.isEmpty else { return .edited }
        let partial = before.last == " " ? "" : before.split(separator: " ").last.map(String.init) ?? ""
        var common = choices[0]
        for choice in choices.dropFirst() {
            common = String(zip(common, choice).prefix { $0.lowercased() == $1.lowercased() }.map(\.0))
        }
        if choices.count == 1 { common += common.hasSuffix("/") ? "" : " " }
        guard common.count > partial.count, text.count + common.count - partial.count <= Self.maximumLength
        else {
            if listing { return .listChoices(choices) }
            tabbed = true
            return .edited
        }
        text.replaceSubrange((cursor - partial.count)..<cursor, with: Array(common))
        cursor += common.count - partial.count
        tabbed = choices.count > 1
        return .edited
    }

    private mutating func submit() -> Outcome {
        let submitted = line
        if !submitted.allSatisfy(\.isWhitespace) && history.last != submitted {
            history.append(submitted)
            if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
        }
        reset()
        return .submit(submitted)
    }

    private mutating func reset() {
        text = []
        cursor = 0
        draft = []
        historyIndex = history.count
    }

    /// Shows history line `index` (`history.count`: the draft), keeping the draft when leaving it.
    private mutating func showHistory(_ index: Int) {
        guard index >= 0, index <= history.count, index != historyIndex else { return }
        if historyIndex == history.count { draft = text }
        historyIndex = index
        text = index == history.count ? draft : Array(history[index].prefix(Self.maximumLength))
        cursor = text.count
    }

    /// Inserts `characters` at the cursor, as many as the line has room for.
    private mutating func insert(_ characters: [Character]) {
        let kept = characters.prefix(max(0, Self.maximumLength - text.count))
        text.insert(contentsOf: kept, at: cursor)
        cursor += kept.count
    }
}
