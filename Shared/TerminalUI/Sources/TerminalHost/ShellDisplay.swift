/// What a terminal session has shown, and so how the next screen is drawn: the shell's
/// decisions as a value — events in, what to print out — tested without a terminal.
///
/// A screen whose work ended is drawn again in place of the last one when nothing was printed
/// below it since (only the prompt); else it is printed below what was. A step in its grace
/// period shows its screen once, when the period ends; a screen the same as the last is not
/// printed again.
struct ShellDisplay: Equatable {
    /// How to print a screen drawn again.
    enum Redraw: Equatable {
        /// Not at all: it is what the terminal shows already, or a step is settling.
        case none
        /// Over the last screen: move up this many lines and clear to the end first.
        case inPlace(lines: Int)
        /// Below what was printed, after a blank line.
        case below

        /// What is printed before the screen: up over the last one and clear to the end, or the
        /// blank line.
        var lead: String {
            switch self {
            case .none: ""
            case .inPlace(let lines): "\u{1B}[\(lines)F\u{1B}[J"
            case .below: "\n"
            }
        }
    }

    /// The screen as last printed.
    private(set) var lastShown: String?
    /// Whether anything was printed below it since (a line typed, an error, help).
    private var printedBelow = true
    /// Whether the session waits for a line now: a screen printed meanwhile repeats the prompt.
    private(set) var atPrompt = false
    /// Whether a step is in its grace period: its screen is shown when the period ends.
    var settling = false
    /// Whether a draw waits for the main actor's next turn (changes meanwhile join it).
    var drawScheduled = false
    /// Whether a change came while a typed command was carried out (see ``mayDraw(lineSubmitted:)``).
    private var drawAtPrompt = false
    /// A message shown once, under the next screen printed.
    var notice: String?

    /// A screen was printed.
    mutating func printed(screen: String) {
        lastShown = screen
        printedBelow = false
        notice = nil
    }

    /// Something else was printed below the screen: a line typed, an error, help.
    mutating func printedBelowScreen() {
        printedBelow = true
    }

    /// The window was resized: the terminal reflowed what it shows, so nothing is drawn again
    /// in place.
    mutating func resized() {
        printedBelow = true
    }

    /// Whether a change may be drawn now, while lines are edited: not while a typed command is
    /// carried out (the prompt is not back, or a line was submitted at it) — its answer comes
    /// first, and the screen is drawn when the prompt is back (``takeDrawAtPrompt()``), never
    /// between the line typed and its answer.
    mutating func mayDraw(lineSubmitted: Bool) -> Bool {
        guard atPrompt, !lineSubmitted else {
            drawAtPrompt = true
            return false
        }
        return true
    }

    /// Whether a change waits for the prompt to be back (it is drawn then, once).
    mutating func takeDrawAtPrompt() -> Bool {
        defer { drawAtPrompt = false }
        return drawAtPrompt
    }

    /// The prompt was shown (`true`) or a line was read at it (`false`).
    mutating func prompting(_ shown: Bool) {
        atPrompt = shown
        if !shown { printedBelow = true }
    }

    /// How to draw `screen` after a change, when lines are edited in place (`editing`) or not.
    func redraw(_ screen: String, editing: Bool) -> Redraw {
        guard !settling, screen != lastShown else { return .none }
        guard let lastShown, !printedBelow, editing else { return .below }
        // Counted when drawn over, in bytes: a screen with a photo is a hundred thousand of them
        // (a script prints each screen and never counts), and a line break is one byte.
        return .inPlace(lines: lastShown.utf8.count { $0 == UInt8(ascii: "\n") } + 1)
    }
}
