import ModuleKit
import TerminalUI

/// A terminal session over a navigator: shows the screen on top, reads commands, runs the
/// global ones (help, tabs, back, close, links) and hands the rest to the module on screen.
/// Every error is one `error:` line on standard error; the screen stays as it was and the
/// session goes on. The app and every feature's demo run in this one shell.
///
/// Modules load by themselves (see `ModuleWork`); the shell never waits for them unless asked:
///
/// - ``Pacing/interactive``: lines are read on a thread of their own and each command is handled
///   as it arrives, loads or not — `back` during a slow load answers at once. A command for the
///   screen runs as that module's work, after the module's earlier work. A screen with work of
///   its own in flight says it is loading, and is drawn again when what it shows changes (its
///   state, its work, the screens), as ModuleKit's host contract says
///   (`ModuleManager.observeChanges`) — never from the trace.
/// - ``Pacing/waitForIdle``: after each command the shell waits until no work is in flight,
///   then shows the screen: what scripts and piped input need to be reproducible.
///
/// ```swift
/// let shell = TerminalShell(navigator: navigator, router: router, prompt: "mosaic> ", pacing: .interactive)
/// try navigator.start()
/// await shell.run(input: StandardInput())
/// ```
@MainActor
public final class TerminalShell {
    /// The navigator whose visible screen the shell shows.
    public let navigator: Navigator
    /// The links the shell opens and prints (`open URL`, `link`); `nil` when the session has none.
    public let router: DeeplinkRouter?
    let policy: ColorPolicy
    let prompt: String?
    /// Whether commands wait for the modules' work to end.
    public let pacing: Pacing
    var notice: String?
    /// The screen as last printed, to print it again only when it changed.
    var lastShown: String?
    /// How many lines the last screen took on the terminal, and whether anything was printed
    /// below it since (a line typed, an error): a screen whose work ended is drawn again in its
    /// place only when nothing was.
    var lastHeight = 0
    var printedBelow = true
    /// Whether a step is in its grace period: its loads that end within it are shown once, done.
    var settling = false
    /// Whether a draw waits for the main actor's next turn (see ``changed(_:)``).
    var drawScheduled = false
    /// How long a step waits for its loads before it shows the screen loading: one that ends
    /// sooner is shown once, loaded, rather than loading and then loaded. Measured at
    /// `--latency 0` (every load of a step ends within a few milliseconds) and with a slow
    /// service, where waiting longer makes a person wait for a "Loading…" they should see.
    static let grace: Duration = .milliseconds(150)
    /// Whether the session waits for a line now (a screen printed meanwhile repeats the prompt).
    var atPrompt = false
    /// The line editor of an interactive session on a terminal: it draws the prompt and the
    /// line being typed, which come off the screen while the session prints.
    var editor: LineEditorInput?
    /// The lines typed in earlier sessions, oldest first: ↑ at the prompt starts from them.
    public var history: [String] = []
    /// The lines typed at the prompt in this session (empty unless lines were edited on a
    /// terminal): what to add to the history kept.
    public internal(set) var typedLines: [String] = []
    var reportedFailure: (module: ModuleID, failure: String)?
    /// Called after each command has run and the screen was shown (to save the session).
    public var afterEachCommand: () -> Void = {}
    /// Whether any command failed.
    public private(set) var failed = false
    /// The name of the script the commands come from, when they do: each error then starts with
    /// `NAME:LINE:`, as a compiler's do.
    public var scriptName: String?
    /// Where the command that runs now was read, in a script (`NAME:LINE`).
    var location: String?
    /// A link opened by `open URL` whose screen has not loaded yet: if it cannot load, the
    /// session goes back to where it was, as if the link had not been opened.
    var openedLink: OpenedLink?
    /// Whether the last step was undone (a link that could not open): its screen is not shown.
    var undone = false

    /// When commands are handled relative to the modules' work.
    public enum Pacing: Sendable, Hashable {
        /// Each command as it arrives, while loads run; screens are drawn again as work ends.
        case interactive
        /// Each command after the work of the one before has ended: reproducible runs.
        case waitForIdle

        /// Interactive when standard input is a terminal, else waiting for idle.
        public static func detect() -> Pacing { Terminal.inputIsTerminal ? .interactive : .waitForIdle }
    }

    /// A shell over `navigator`. With a `router`, every screen starts with the link of the
    /// tab's stack and `open URL` and `link` work; `prompt` is shown before each line read.
    public init(
        navigator: Navigator, router: DeeplinkRouter? = nil, policy: ColorPolicy = .detect(),
        prompt: String? = nil, pacing: Pacing = .waitForIdle
    ) {
        self.navigator = navigator
        self.router = router
        self.policy = policy
        self.prompt = prompt
        self.pacing = pacing
    }

    /// The commands that work on every screen of this session.
    public var globalCommands: [CommandHelp] {
        shellCommands.help + [CommandHelp("quit", "leave (also exit, q, Ctrl-D)")]
    }

    /// Shows `message` once, under the next screen.
    public func post(_ message: String) {
        notice = message
    }

    /// Reports an error as one line on standard error.
    public func report(_ error: Any) {
        failed = true
        editor?.hidePrompt()
        let place = location.map { Sanitizer.sanitize($0) + ": " } ?? ""
        printedBelow = true
        Terminal.writeError("\(place)error: \(Sanitizer.sanitize(String(describing: error)))\n")
        if atPrompt { editor?.showPrompt() }
    }

    // MARK: The session

    /// Shows the first screen, then runs commands from `input` until it ends or `quit`.
    public func run(input: some LineSource & Sendable) async {
        switch pacing {
        case .waitForIdle: await runWaitingForIdle(input)
        case .interactive: await runInteractively(input)
        }
    }

}
