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
///   screen runs as that module's work, after the module's earlier work. A screen with work in
///   flight says it is loading, and is drawn again when its work ends, if it is still shown.
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
    private var settling = false
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
    public private(set) var typedLines: [String] = []
    private var reportedFailure: (module: ModuleID, failure: String)?
    /// Called after each command has run and the screen was shown (to save the session).
    public var afterEachCommand: () -> Void = {}
    /// Whether any command failed.
    public private(set) var failed = false
    /// The name of the script the commands come from, when they do: each error then starts with
    /// `NAME:LINE:`, as a compiler's do.
    public var scriptName: String?
    /// Where the command that runs now was read, in a script (`NAME:LINE`).
    private var location: String?
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

    private func runWaitingForIdle(_ input: some LineSource) async {
        await idle()
        show()
        var lines = input
        var number = 0
        defer { location = nil }
        while true {
            undone = false
            if let prompt {
                print(prompt, terminator: "")
                Terminal.flushOutput()
            }
            guard let line = lines.nextLine() else {
                if prompt != nil { print("") }
                break
            }
            number += 1
            location = scriptName.map { "\($0):\(number)" }
            switch CommandReader<ScriptedLines>.read(line, onError: { [unowned self] in report($0) }) {
            case .quit: return
            case .nothing: continue
            case .command(let command):
                let changed = await perform(command)
                await idle()
                if changed && !undone { show() }
                afterEachCommand()
            }
        }
    }

    private func runInteractively(_ input: some LineSource & Sendable) async {
        let modules = navigator.modules
        let redraws = modules.observe([.workEnded]) { [weak self] _ in self?.workEnded() }
        defer { redraws.cancel() }
        // On a terminal, lines are edited as in a shell (arrows, history, Ctrl-C drops a line);
        // otherwise Ctrl-C at the prompt still only drops the line.
        if let prompt, input is StandardInput, LineEditorInput.isAvailable {
            editor = LineEditorInput(prompt: prompt, history: history)
        } else if let prompt, Terminal.inputIsTerminal {
            InterruptAtPrompt.install(prompt: prompt)
        }
        defer {
            typedLines = editor?.typedLines ?? []
            editor = nil
        }
        show()
        showPrompt()
        let lines = editor.map { BackgroundLines($0) } ?? BackgroundLines(input)
        for await line in lines {
            // A line typed ahead or pasted with others was never on screen: show it as typed.
            if let editor, let prompt, !editor.takeWasShown() {
                editor.hidePrompt()
                print(prompt + Sanitizer.sanitize(line))
            }
            printedBelow = true
            atPrompt = false
            switch CommandReader<ScriptedLines>.read(line, onError: { [unowned self] in report($0) }) {
            case .quit:
                return
            case .nothing:
                break
            case .command(let command):
                if await performSettling(command) { show() }
                afterEachCommand()
            }
            showPrompt()
        }
        if prompt != nil {
            print("")
        } else {
            // Piped input that ended: its last commands' work is shown before the session ends.
            await idle()
        }
    }

    /// Runs one command and waits for it to end (not for the loads it caused); returns whether
    /// the screen should be shown again: `false` when the command failed or showed nothing new.
    public func perform(_ command: Command) async -> Bool {
        switch begin(command) {
        case .ended(let changed): changed
        case .running(let task): await task.value
        }
    }

    /// Runs one command as one step: it waits up to ``grace`` for the work the step started —
    /// the command's own, the loads of the screens it opened — so that a quick step is shown
    /// once, done; a slow one is shown loading and drawn again when its work ends, while the
    /// next line is read. Returns whether to show the screen: not after a command that failed
    /// (its error is one line, and the screen stays as it was).
    private func performSettling(_ command: Command) async -> Bool {
        // From the start: the command's work may run (and end) inside `begin`.
        undone = false
        settling = true
        defer { settling = false }
        let running: Task<Bool, Never>
        switch begin(command) {
        case .ended(let changed):
            guard changed else { return false }
            running = Task { true }
        case .running(let task):
            running = task
        }
        let modules = navigator.modules
        let settled = Task { @MainActor in
            guard await running.value else { return false }
            await modules.idle()
            return true
        }
        let ended = await waitForEnd(of: settled, atMost: Self.grace)
        guard ended else { return true }
        reportLoadFailure()
        return await settled.value && !undone
    }

    /// How a command began.
    private enum Beginning {
        /// It ended already; whether the screen should be shown again.
        case ended(changed: Bool)
        /// It runs as its module's work; the task says whether it succeeded.
        case running(Task<Bool, Never>)
    }

    /// Starts one command. A command for the screen is started as its module's work (see
    /// ``CommandWork``): after that module's earlier work, or at once when it only navigates; its
    /// error is reported when it ends — unless the module was closed by then.
    private func begin(_ command: Command) -> Beginning {
        do {
            let screen = navigator.top?.module.terminalView
            if let action = try shellAction(for: command, screen: screen) {
                return .ended(changed: try perform(action))
            }
            guard let top = navigator.top else { return .ended(changed: false) }
            // Read at once, against the screen as shown: an error now is one line, and nothing ran.
            let run = try top.module.requireTerminalView().prepare(command)
            let work = top.module.work
            let succeeded = Outcome()
            let task = run.start(on: work) { [weak self, weak work] error in
                guard let error else {
                    succeeded.value = true
                    return
                }
                if work?.isClosed == false { self?.report(error) }
            }
            return .running(
                Task {
                    await task.value
                    return succeeded.value
                })
        } catch {
            report(error)
            return .ended(changed: false)
        }
    }

    /// Performs one of the shell's own actions; returns whether the screen changed.
    private func perform(_ action: ShellAction) throws -> Bool {
        switch action {
        case .help:
            showHelp()
            printedBelow = true
            Terminal.flushOutput()
            return false
        case .selectTab(let index): try navigator.select(tab: index)
        case .back: try navigator.back()
        case .close:
            guard let top = navigator.top else { throw ModuleError.atRoot }
            try navigator.close(top.id)
        case .open(let link):
            guard let router else { throw TerminalHostError.noLinks }
            let tab = navigator.selectedTab
            let stack = navigator.contexts()
            try navigator.open(link, router: router)
            if let top = navigator.top {
                openedLink = OpenedLink(link: link, screen: top.id, tab: tab, stack: stack)
            }
        case .printLink:
            print(try currentLink())
            printedBelow = true
            // Piped output is buffered: a session that goes on shows it now, as it does screens.
            Terminal.flushOutput()
            return false
        }
        return true
    }

    /// Waits until no work is in flight, checks for leaks (each reaches the manager's `leak`
    /// observers), and reports once that the screen on top could not load what it shows.
    private func idle() async {
        await navigator.modules.idle()
        reportLoadFailure()
    }

    /// A module's task ended while the session goes on: the screen is printed again if it
    /// changed (its load ended, its action did), with the prompt after it; at the idle point
    /// leaks are checked.
    private func workEnded() {
        reportLoadFailure()
        // A step in its grace period shows its screen once, when the period ends.
        guard !settling else { return }
        if let screen = render(), screen != lastShown {
            editor?.hidePrompt()
            if !printedBelow, lastHeight > 0, editor != nil {
                // Nothing below the screen but the prompt: the finished screen replaces it.
                print("\u{1B}[\(lastHeight)F\u{1B}[J", terminator: "")
            } else {
                print("")
            }
            print(screen)
            remember(screen)
            if atPrompt { showPrompt() }
            Terminal.flushOutput()
        }
        if navigator.modules.isIdle {
            Task { [weak self] in await self?.navigator.modules.idle() }
        }
    }

    /// Reports once that the screen on top could not load what it shows.
    private func reportLoadFailure() {
        if undoFailedLink() { return }
        guard let top = navigator.top, let failure = top.module.loadFailure else { return }
        if reportedFailure?.module != top.id || reportedFailure?.failure != failure {
            reportedFailure = (top.id, failure)
            report(failure)
        }
    }
}

/// Whether a command's task succeeded, as the task sets it.
@MainActor
private final class Outcome {
    var value = false
}
