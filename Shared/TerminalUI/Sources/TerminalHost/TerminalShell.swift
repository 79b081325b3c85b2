import ModuleKitCore
import TerminalUI

/// A terminal session of an app: reads lines, reads each as a step of the session
/// (``HostSession/step(_:)``: the screen's command, a link, back, a tab) and prints what it
/// shows — the screen, "⋯ loading", each failure as one `error:` line on standard error. It
/// answers `help` and `link` itself. What is drawn and when, where the lines come from, when
/// leaks are checked and how the session ends are its `ShellDecisions`'; the shell carries them
/// out. The app and every demo run in it.
///
/// ```swift
/// let shell = TerminalShell(navigator: navigator, prompt: "mosaic> ", pace: .interactive)
/// try navigator.start()
/// await shell.run(input: StandardInput())
/// ```
@MainActor
public final class TerminalShell {
    /// The session the shell drives: its steps, its failures, its link.
    public let session: HostSession
    let policy: ColorPolicy
    /// What the shell decides: when and how a screen is drawn, where the session is.
    private var decisions: ShellDecisions
    /// The terminal a person types at, while an interactive session whose lines are edited
    /// runs: it reads the bytes, and writes what the decisions say of the line at the prompt.
    private var terminal: RawTerminal?

    /// Whether any command failed.
    public var failed: Bool { decisions.errors > 0 }
    /// What the last step or change showed: what the shell draws, and reads the next command
    /// against (the screen on top's commands) — never the navigator itself.
    private var shown: ShownScreens? { session.shown }

    /// A shell over `navigator`, whose commands wait as `pace` says: ``HostSession/Pace/interactive``
    /// — each as it arrives while loads run, screens drawn again as work ends — or
    /// ``HostSession/Pace/untilIdle``, each after the work of the one before (reproducible
    /// scripts; `HostSession.Pace.detect()` picks one). With the manager's links, every screen
    /// starts with its stack's link; `prompt` is shown before each line read; a `scriptName`
    /// starts each error with the script's name and line.
    public init(
        navigator: Navigator, policy: ColorPolicy = .detect(),
        prompt: String? = nil, pace: HostSession.Pace, scriptName: String? = nil
    ) {
        session = HostSession(navigator: navigator, pace: pace)
        self.policy = policy
        decisions = ShellDecisions(scriptName: scriptName, interactive: pace == .interactive, prompt: prompt)
    }

    /// The navigator whose visible screen the shell shows.
    public var navigator: Navigator { session.navigator }
    /// The app's links, which `open URL`, `link` and Tab read: `nil` when it has none.
    private var links: Deeplinks? { navigator.modules.links }

    /// The commands that work on every screen of this session.
    public var globalCommands: [CommandHelp] { grammar.help }

    /// Shows the first screen, then runs commands from `input` until it ends or `quit`, calling
    /// `afterEachCommand` after each (to save the place). `history` is the lines typed in
    /// earlier sessions, oldest first (↑ at the prompt starts from them); returns the lines typed
    /// in this one (none unless lines were edited on a terminal), to keep.
    @discardableResult
    public func run(
        input: some LineSource & Sendable, history: [String] = [], afterEachCommand: () -> Void = {}
    ) async -> [String] {
        // An interactive session is drawn as what is shown changed (never by the trace), once for
        // the changes before the main actor's next turn — between steps: a step's result shows its own.
        let (changes, changed) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        func observeChanges() -> Subscription? {
            session.pace == .interactive ? navigator.modules.observeChanges { _ in changed.yield() } : nil
        }
        var observing = observeChanges()
        // Something shown changed while the session goes on (see ``ModuleChange``).
        let drawing = Task { [weak self] in
            for await _ in changes {
                guard let self else { return }
                handle(.changeObserved(idle: navigator.modules.isIdle))
            }
        }
        var resizes: WindowResizes?
        let lines = decisions.lines(
            fromStandardInput: input is StandardInput, editable: RawTerminal.isAvailable,
            terminal: Terminal.inputIsTerminal)
        switch lines {
        case .edited:
            terminal = RawTerminal()
            handle(.editingStarted(history: history, columns: Terminal.columns))
            // A resized window: the screen again, for its width, below what the terminal reflowed.
            resizes = WindowResizes { [weak self] in
                self?.handle(.resized(columns: Terminal.columns))
                changed.yield()
            }
        case .read(let interruptAtPrompt, let afterIdle):
            if interruptAtPrompt { InterruptAtPrompt.install(prompt: decisions.prompt ?? "") }
            if afterIdle { await navigator.modules.reachIdlePoint() }
        }
        handleChange()
        defer {
            observing?.cancel()
            changed.finish()
            drawing.cancel()
            resizes?.stop()
            terminal?.stop()
            terminal = nil
        }
        show()
        handle(.showingPrompt(completions: completions))
        var quit = false
        // Lines typed at the terminal are edited here; others are read on a thread of their own.
        var piped = terminal == nil ? BackgroundTypedLines(input).makeAsyncIterator() : nil
        reading: while true {
            let typed: TypedLine? = if terminal != nil { await nextEditedLine() } else { await piped?.next() }
            guard let line = typed else { break }
            handle(.lineRead(line))
            switch CommandReader<ScriptedLines>.read(line.text, onError: { [unowned self] in report($0) }) {
            case .quit:
                quit = true
                break reading
            case .nothing: break
            case .command(let command):
                observing = nil  // dropped, its observer ends once: the shell is deaf to its own step
                if let shown = await perform(command) { handle(.stepEnded(notRefused: shown.notRefused)) }
                observing = observeChanges()
                // Work ended within the step: leaks checked, as an idle change has them (no wait).
                if observing != nil, navigator.modules.isIdle { await navigator.modules.reachIdlePoint() }
                afterEachCommand()
            }
            handle(.showingPrompt(completions: completions))
        }
        let asked = !navigator.modules.isAskedWorkIdle
        for effect in decisions.handle(.inputEnded(quit: quit, askedWorkInFlight: asked)) {
            switch effect {
            case .finishAsked: await navigator.modules.askedWorkEnded()
            // Leaks are checked there too (each reaches the manager's `leak` observers).
            case .waitUntilIdle: await navigator.modules.reachIdlePoint()
            default:
                carryOut(effect)
                continue
            }
            handleChange()  // what the wait ended shows, and what failed meanwhile
        }
        return decisions.line?.typed ?? []
    }

    /// Runs one command as a step and reports what it failed; returns what the step showed, or
    /// `nil` for a command the shell answered itself or could not read (reported).
    @discardableResult
    public func perform(_ command: Command) async -> ShownScreens? {
        // A shell driven without `run` (a test) takes what is shown before its first command.
        if shown == nil { handleChange() }
        guard let input = input(for: command) else { return nil }
        let shown = await session.step(input)
        for failure in shown.failures { report(failure) }
        return shown
    }

    /// Prints the screen: the stack's link and tab bar (when it has them), the screen, its commands.
    public func show() {
        guard let screen = render() else { return }
        handle(.showingScreen(screen))
    }

    /// Shows `message` once: under the first screen, or at once after it.
    public func post(_ message: String) {
        handle(.noticePosted(message))
    }

    /// Reports an error as one line on standard error.
    public func report(_ error: Any) {
        handle(.errorReported(String(describing: error)))
    }

    // MARK: Carrying out the decisions

    /// Feeds `event` to the shell's decisions and carries out what they say.
    private func handle(_ event: ShellEvent) {
        for effect in decisions.handle(event) { carryOut(effect) }
    }

    /// Does what `effect` says; the waits of the session's end are `run`'s, which awaits them.
    private func carryOut(_ effect: ShellEffect) {
        switch effect {
        case .print(let text): print(text)
        case .printNotice(let message): print(ShellPage.notice(message, policy, width: Terminal.columns))
        case .printError(let line): Terminal.writeError(line + "\n")
        case .terminal(let effects): terminal?.carryOut(effects)
        case .printPrompt(let prompt):
            print(prompt, terminator: "")
            Terminal.flushOutput()
        case .flush: Terminal.flushOutput()
        case .drawChange:
            // What failed meanwhile is told first (its lines put the prompt back).
            handleChange()
            handle(.changeRendered(render(), completions: completions))
        case .showScreen: show()
        case .checkLeaks: Task { [weak self] in await self?.navigator.modules.reachIdlePoint() }
        case .finishAsked, .waitUntilIdle: assertionFailure("only the input's end waits, in run")
        }
    }

    /// Takes what is shown now that something changed, and reports what failed meanwhile.
    private func handleChange() {
        for failure in session.handleChange().failures { report(failure) }
    }

    /// The next line typed at the terminal, or `nil` once it closed (or Ctrl-D): the keys that
    /// arrive while it waits are handled at once.
    private func nextEditedLine() async -> TypedLine? {
        while true {
            if let ready = decisions.removeNextLine() { return ready }
            guard let bytes = await terminal?.nextBytes() else { return nil }
            handle(.bytesRead(bytes))
        }
    }

    /// The step `command` asks for, or `nil` for one the shell answered (help, link) or reported.
    private func input(for command: Command) -> HostInput? {
        do {
            switch try grammar.read(command, on: shown?.topmost?.module) {
            case .step(let input): return input
            case .help:
                print(ShellPage.help(shown, everywhere: grammar.help, policy, width: Terminal.columns))
            case .printLink: print(shown?.link ?? "")
            }
            handle(.printedBelow)
        } catch {
            report(error)
        }
        return nil
    }

    /// What Tab completes on the screen shown — its commands, the links — when lines are edited.
    private var completions: Completions? {
        guard terminal != nil else { return nil }
        return grammar.completions(
            on: shown?.topmost?.module?.terminalView, routes: links?.routes.map(\.pattern) ?? [])
    }

    /// The screen as ``show()`` prints it (see ``ShellPage``).
    private func render() -> String? {
        guard let shown else { return nil }
        return ShellPage(
            shown: shown, tabs: navigator.tabs.map(\.name), scheme: links?.scheme, notice: decisions.notice
        ).render(policy, width: Terminal.columns)
    }

    /// How the session's commands read.
    private var grammar: ShellGrammar {
        ShellGrammar(tabs: navigator.tabs.map(\.name), scheme: links?.scheme)
    }
}
