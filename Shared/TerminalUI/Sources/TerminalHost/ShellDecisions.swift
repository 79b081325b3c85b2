import TerminalUI

/// The terminal shell's decisions as a value: what happens in a session comes in as a
/// ``ShellEvent`` — the bytes a person typed, a line read, a step ended, the prompt shown, a
/// change observed, a resize, an error, the input's end — and what to do about it goes out as
/// ``ShellEffect``s — print a screen, draw one again in place, print a notice or an error, write
/// the line being edited, draw a change, check for leaks, finish what was asked. When lines are
/// edited, the line at the prompt (a `PromptLine`: keys decoded, the line, its history) is part
/// of this value: one state, changed on one actor, every drawing rule tested by feeding bytes.
/// ``TerminalShell`` is the loop that feeds the events and carries out the effects; it decides
/// nothing of what is drawn, or of how the session ends.
///
/// A change is drawn at once at the prompt; while a typed command is carried out (its line
/// submitted, its step in its grace) its answer comes first, and what changed meanwhile is drawn
/// once the prompt is back, never between the line and its answer. A screen is drawn again over
/// the last one when only the prompt is below it, else below what was printed; a screen the same
/// as the last is not printed again.
struct ShellDecisions {
    /// Where the session is.
    enum Phase: Equatable {
        /// Before the first screen: `notice` is shown under it.
        case starting(notice: String?)
        /// The prompt waits for the first line: `notice` is still shown under the screen, drawn
        /// again as its loads end, until a line is read.
        case firstPrompt(notice: String?)
        /// The prompt waits for a line; the last one read was line `line`.
        case atPrompt(line: Int)
        /// Line `line` was read and its command is carried out: its answer comes first.
        case answering(line: Int)
        /// The same, and something changed meanwhile: drawn once the prompt is back.
        case answeringChanged(line: Int)
        /// The input ended after line `line`: what was asked is finished.
        case ending(line: Int)

        /// Whether the prompt waits for a line.
        var isAtPrompt: Bool {
            switch self {
            case .firstPrompt, .atPrompt: true
            case .starting, .answering, .answeringChanged, .ending: false
            }
        }

        /// The number of the line read last.
        var line: Int {
            switch self {
            case .starting, .firstPrompt: 0
            case .atPrompt(let line), .answering(let line), .answeringChanged(let line), .ending(let line):
                line
            }
        }
    }

    /// What the terminal shows of the last screen printed.
    enum Printed: Equatable {
        /// No screen yet.
        case nothing
        /// `screen`, with nothing but the prompt below it: it can be drawn over in place.
        case atBottom(String)
        /// `screen`, with other lines printed below it since (a line typed, an error, help).
        case scrolled(String)

        /// The screen printed last.
        var screen: String? {
            switch self {
            case .nothing: nil
            case .atBottom(let screen), .scrolled(let screen): screen
            }
        }
    }

    /// The name of the script the lines come from, when they do: each error then starts with
    /// `NAME:LINE:`, as a compiler's do.
    let scriptName: String?
    /// Whether commands are read while loads run (``HostSession/Pace/interactive``).
    let interactive: Bool
    /// The prompt shown before each line, when a person is there.
    let prompt: String?
    /// Where the session is.
    private(set) var phase: Phase = .starting(notice: nil)
    /// The last screen printed, and whether it can be drawn over.
    private(set) var printed: Printed = .nothing
    /// How many errors were reported.
    private(set) var errors = 0
    /// The line at the prompt, when lines are edited (``ShellEvent/editingStarted(history:columns:)``).
    private(set) var line: PromptLine?
    /// How wide the terminal is, when known: where the line being edited scrolls.
    private var columns: Int?

    /// The shell's decisions for a session whose lines come from `scriptName` (when they do),
    /// read while loads run when `interactive`, with `prompt` before each line.
    init(scriptName: String? = nil, interactive: Bool = true, prompt: String? = "> ") {
        self.scriptName = scriptName
        self.interactive = interactive
        self.prompt = prompt
    }

    /// Where a session's lines come from, and what happens before the first: edited at the
    /// prompt when a person types on a terminal the editor can use; else read as they come,
    /// Ctrl-C at a terminal's prompt dropping only the line; a session not interactive starts
    /// once the first screen's work ended (a script's runs repeat).
    func lines(fromStandardInput: Bool, editable: Bool, terminal: Bool) -> ShellLines {
        guard interactive else { return .read(interruptAtPrompt: false, afterIdle: true) }
        guard prompt != nil else { return .read(interruptAtPrompt: false, afterIdle: false) }
        if fromStandardInput && editable { return .edited }
        return .read(interruptAtPrompt: terminal, afterIdle: false)
    }

    /// The line shown under the next screen, if any.
    var notice: String? {
        switch phase {
        case .starting(let notice), .firstPrompt(let notice): notice
        case .atPrompt, .answering, .answeringChanged, .ending: nil
        }
    }

    /// Removes and returns the next line submitted at the prompt: `.some(nil)` when the input
    /// ended there, `nil` when none is ready (or lines are not edited).
    mutating func removeNextLine() -> TypedLine?? {
        guard line != nil else { return nil }
        return line?.removeNextLine() ?? nil
    }

    /// What to do about `event`.
    mutating func handle(_ event: ShellEvent) -> [ShellEffect] {
        switch event {
        case .editingStarted(let history, let columns):
            line = PromptLine(prompt: prompt ?? "", history: history)
            self.columns = columns
            return []
        case .bytesRead(let bytes):
            return written(line?.feed(bytes, columns: columns) ?? [])
        case .noticePosted(let message):
            guard case .starting = phase else { return aroundPrompt([.printNotice(message)]) }
            phase = .starting(notice: message)
            return []
        case .showingScreen(let screen):
            printed = .atBottom(screen)
            // Piped output is buffered: a session that goes on while loads run shows each now.
            return [.print(screen)] + (interactive ? [.flush] : [])
        case .showingPrompt(let completions):
            let changed = phase == .answeringChanged(line: phase.line)
            switch phase {
            case .starting(let notice), .firstPrompt(let notice): phase = .firstPrompt(notice: notice)
            case .atPrompt, .answering, .answeringChanged, .ending: phase = .atPrompt(line: phase.line)
            }
            return showPrompt(completions) + (changed ? [.drawChange] : [])
        case .lineRead(let read):
            phase =
                phase == .answeringChanged(line: phase.line)
                ? .answeringChanged(line: phase.line + 1) : .answering(line: phase.line + 1)
            scrollScreen()
            // A line typed ahead or pasted with others was never on screen: shown as typed.
            guard !read.wasShown else { return [] }
            return hidePrompt() + [.print((prompt ?? "") + Sanitizer.sanitize(read.text))]
        case .stepEnded(let notRefused):
            // A step that failed told why; what it showed is the screen already printed.
            return notRefused ? [.showScreen] : []
        case .printedBelow:
            scrollScreen()
            // Piped output is buffered: a session that goes on shows it now, as it does screens.
            return [.flush]
        case .resized(let columns):
            self.columns = columns
            scrollScreen()
            return []
        case .errorReported(let message):
            errors += 1
            let place = scriptName.map { Sanitizer.sanitize("\($0):\(phase.line)") + ": " } ?? ""
            return aroundPrompt([.printError(place + "error: " + Sanitizer.sanitize(message))])
        case .inputEnded(let quit, let askedWorkInFlight):
            let atPrompt = phase.isAtPrompt
            phase = .ending(line: phase.line)
            let leave: [ShellEffect] = atPrompt && prompt != nil ? [.print("")] : []
            // What a person asked (a like being saved) is carried out before a session they
            // typed or quit ends, saying so; piped input's last commands' work is shown. A
            // script's session waited after each command already.
            guard interactive else { return leave }
            guard quit || prompt != nil else { return leave + [.waitUntilIdle] }
            guard askedWorkInFlight else { return leave }
            return leave + hidePrompt() + [.print("finishing what you asked…"), .flush, .finishAsked]
        case .changeObserved(let idle):
            // A change seen with no work in flight is an idle point: leaks are checked there too.
            return (idle ? [.checkLeaks] : []) + changeObserved()
        case .changeRendered(let screen, let completions):
            return changeRendered(screen, completions: completions)
        }
    }

    /// Whether a change may be drawn now: at the prompt (when lines are edited, only with no line
    /// submitted at it), and after the input ended unless lines were edited; at the prompt with a
    /// line submitted, it waits for the prompt to be back. A step's own screen is shown when it
    /// ends, with every change made while it ran.
    private mutating func changeObserved() -> [ShellEffect] {
        switch phase {
        case .firstPrompt, .atPrompt:
            guard line?.submitted != true else {
                phase = .answeringChanged(line: phase.line)
                return []
            }
            return [.drawChange]
        case .ending:
            return line == nil ? [.drawChange] : []
        case .starting, .answering, .answeringChanged:
            return []
        }
    }

    /// How to draw `screen` (if any) after a change (``ShellEffect/drawChange``): the prompt taken
    /// off first, then not at all when it is what the terminal shows, in place of the last one
    /// when lines are edited and nothing but the prompt is below it, else below what was
    /// printed.
    private mutating func changeRendered(_ screen: String?, completions: Completions?) -> [ShellEffect] {
        // (No line can be submitted since the change was seen: nothing is fed between the two.)
        let hidden = hidePrompt()
        // A line the input wrote below the screen (^C, completions) moved the screen up.
        if line?.wroteLines == true { scrollScreen() }
        // The edited prompt came off for the draw; a prompt printed without an editor stayed.
        guard let screen, screen != printed.screen else {
            return hidden + (line != nil && phase.isAtPrompt ? showPrompt(completions) : [])
        }
        let lead: String
        if case .atBottom(let last) = printed, line != nil {
            // Counted when drawn over, in bytes: a screen with a photo is a hundred thousand of
            // them (a script prints each screen and never counts), and a line break is one byte.
            let lines = last.utf8.count { $0 == UInt8(ascii: "\n") } + 1
            lead = "\u{1B}[\(lines)F\u{1B}[J"
        } else {
            lead = "\n"
        }
        printed = .atBottom(screen)
        let prompt = phase.isAtPrompt ? showPrompt(completions) : []
        return hidden + [.print(lead + screen)] + prompt + [.flush]
    }

    /// `effects`, printed below the screen, with the edited prompt taken off first and, at the
    /// prompt, put back after.
    private mutating func aroundPrompt(_ effects: [ShellEffect]) -> [ShellEffect] {
        scrollScreen()
        let hidden = hidePrompt()
        let shown = phase.isAtPrompt ? written(line?.show(columns: columns) ?? []) : []
        return hidden + effects + shown
    }

    /// Shows the prompt: the edited line, Tab completing `completions` — or the prompt printed,
    /// when lines are not edited.
    private mutating func showPrompt(_ completions: Completions?) -> [ShellEffect] {
        guard line != nil else { return prompt.map { [.printPrompt($0)] } ?? [] }
        if let completions { line?.completions = completions }
        return written(line?.show(columns: columns) ?? [])
    }

    /// Takes the edited line off the screen (keys typed meanwhile are kept, and appear with it).
    private mutating func hidePrompt() -> [ShellEffect] {
        written(line?.hide() ?? [])
    }

    /// What the line at the prompt said to write, as the shell's effect.
    private func written(_ effects: [PromptLine.Effect]) -> [ShellEffect] {
        effects.isEmpty ? [] : [.terminal(effects)]
    }

    /// Something was printed below the last screen.
    private mutating func scrollScreen() {
        if case .atBottom(let screen) = printed { printed = .scrolled(screen) }
    }
}

/// What happens in a terminal session, as ``ShellDecisions`` hears it.
enum ShellEvent: Equatable {
    /// Lines are edited at the prompt from now on, `history` the lines typed before (oldest
    /// first), on a terminal `columns` wide (when known).
    case editingStarted(history: [String], columns: Int?)
    /// The person typed `bytes` at the terminal (keys, a paste): the line edited, submitted,
    /// dropped (Ctrl-C).
    case bytesRead([UInt8])
    /// A message to show once, under the next screen (before the first) or at once.
    case noticePosted(String)
    /// A screen is to be shown in full (nothing is drawn yet): the first, or a command's answer.
    case showingScreen(String)
    /// The prompt is to be shown (nothing is drawn yet): the session waits for a line; Tab
    /// completes `completions` (`nil` when lines are not edited).
    case showingPrompt(completions: Completions?)
    /// The next line was read, and its command is carried out now.
    case lineRead(TypedLine)
    /// Something was printed below the screen: help, a link.
    case printedBelow
    /// The window was resized, now `columns` wide: the terminal reflowed what it shows.
    case resized(columns: Int?)
    /// An error, told in one line.
    case errorReported(String)
    /// A line's step ended: nothing it asked was refused (its screen is shown again), or it told why.
    case stepEnded(notRefused: Bool)
    /// The input ended, or the person typed `quit`; what they asked of the modules (a like being
    /// saved) is still in flight when `askedWorkInFlight`.
    case inputEnded(quit: Bool, askedWorkInFlight: Bool)
    /// Something shown changed (a load ended, a state changed, a resize), with no work in flight
    /// when `idle`.
    case changeObserved(idle: Bool)
    /// What a change looks like now (`nil`: nothing is shown), rendered after
    /// ``ShellEffect/drawChange``, and what Tab completes on it (`nil` when lines are not edited).
    case changeRendered(String?, completions: Completions?)
}

/// What ``TerminalShell`` carries out.
enum ShellEffect: Equatable {
    /// Prints `text` and a line break.
    case print(String)
    /// Prints a line for the person, styled as a notice.
    case printNotice(String)
    /// Prints `line` on standard error.
    case printError(String)
    /// Writes to the terminal what the line at the prompt said to (its prompt and text drawn or
    /// taken off, `^C`, completions listed), and stops as a shell's job on Ctrl-Z.
    case terminal([PromptLine.Effect])
    /// Prints `prompt`, with no line break: lines are not edited.
    case printPrompt(String)
    /// Renders what is shown now for ``ShellEvent/changeRendered(_:completions:)``, after telling
    /// what failed meanwhile. Nothing is fed between the two: what the line at the prompt says
    /// (a line submitted) still holds when the change is drawn.
    case drawChange
    /// Sends what was printed to the terminal now.
    case flush
    /// Renders what is shown now and prints it in full (``ShellEvent/showingScreen(_:)``).
    case showScreen
    /// Checks for modules removed but still alive (an idle point).
    case checkLeaks
    /// Before the session ends: waits for what the person asked that is still in flight, and
    /// tells what failed (the screens' own loads are not waited for).
    case finishAsked
    /// Before the session ends: waits until no work is in flight, and tells what failed.
    case waitUntilIdle
}

/// Where a terminal session's lines come from (``ShellDecisions/lines(fromStandardInput:editable:terminal:)``).
enum ShellLines: Equatable {
    /// Edited at the prompt as in a shell: a `RawTerminal`'s bytes fed to the decisions' line.
    case edited
    /// Read as they come, on a thread of their own; Ctrl-C at the prompt drops the line when
    /// `interruptAtPrompt`; the first line is read once no work is in flight when `afterIdle`.
    case read(interruptAtPrompt: Bool, afterIdle: Bool)
}
