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
/// let shell = TerminalShell(navigator: navigator, router: router, prompt: "mosaic> ", pace: .interactive)
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
    /// The line editor of an interactive session on a terminal, while it runs: it draws the
    /// prompt and the line being typed, which come off the screen while the session prints.
    private var editor: PromptInput?

    /// Whether any command failed.
    public var failed: Bool { decisions.errors > 0 }
    /// What the last step or change showed: what the shell draws, and reads the next command
    /// against (the screen on top's commands) — never the navigator itself.
    private var shown: ShownScreens? { session.shown }

    /// A shell over `navigator`, whose commands wait as `pace` says: ``HostSession/Pace/interactive``
    /// — each command as it arrives (its input read on a thread of its own) while loads run
    /// (`back` during a slow load answers at once), screens drawn again as work ends — or
    /// ``HostSession/Pace/untilIdle``, each after the work of the one before has ended
    /// (reproducible scripts; `HostSession.Pace.detect()` picks one from standard input). With a
    /// `router`, every screen starts with the link of its stack and `open URL` and `link` work;
    /// `prompt` is shown before each line read; a `scriptName` starts each error with the
    /// script's name and line.
    public init(
        navigator: Navigator, router: DeeplinkRouter? = nil, policy: ColorPolicy = .detect(),
        prompt: String? = nil, pace: HostSession.Pace, scriptName: String? = nil
    ) {
        session = HostSession(navigator: navigator, router: router, pace: pace)
        self.policy = policy
        decisions = ShellDecisions(scriptName: scriptName, interactive: pace == .interactive, prompt: prompt)
    }

    /// The navigator whose visible screen the shell shows.
    public var navigator: Navigator { session.navigator }
    /// The links the shell opens and prints (`open URL`, `link`); `nil` when the session has none.
    public var router: DeeplinkRouter? { session.router }

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
        // An interactive session is drawn by the host contract: what is shown changed (a state,
        // a screen, work started or ended), never by the trace — once for every change made
        // before the main actor's next turn.
        let (changes, changed) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let observing =
            session.pace == .interactive ? navigator.modules.observeChanges { _ in changed.yield() } : nil
        let drawing = Task { [weak self] in
            for await _ in changes { self?.changeObserved() }
        }
        var resizes: WindowResizes?
        let lines = decisions.lines(
            fromStandardInput: input is StandardInput, editable: PromptInput.isAvailable,
            terminal: Terminal.inputIsTerminal)
        switch lines {
        case .edited:
            editor = PromptInput(prompt: decisions.prompt ?? "", history: history)
            // A resized window: the screen again, for its width, below what the terminal reflowed.
            resizes = WindowResizes { [weak self] in
                self?.handle(.resized)
                changed.yield()
            }
        case .read(let interruptAtPrompt, let afterIdle):
            if interruptAtPrompt { InterruptAtPrompt.install(prompt: decisions.prompt ?? "") }
            if afterIdle { await navigator.modules.idle() }
        }
        handleChange()
        defer {
            observing?.cancel()
            changed.finish()
            drawing.cancel()
            resizes?.stop()
            editor?.stop()
            editor = nil
        }
        show()
        handle(.showingPrompt)
        var quit = false
        // Lines typed at the editor are read by it, here; others on a thread of their own.
        var piped = editor == nil ? BackgroundTypedLines(input).makeAsyncIterator() : nil
        reading: while true {
            let typed: TypedLine? = if let editor { await editor.nextLine() } else { await piped?.next() }
            guard let line = typed else { break }
            handle(.lineRead(line))
            switch CommandReader<ScriptedLines>.read(line.text, onError: { [unowned self] in report($0) }) {
            case .quit:
                quit = true
                break reading
            case .nothing: break
            case .command(let command):
                if let shown = await perform(command) { handle(.stepEnded(succeeded: shown.succeeded)) }
                afterEachCommand()
            }
            handle(.showingPrompt)
        }
        let asked = !navigator.modules.isAskedWorkIdle
        for effect in decisions.handle(.inputEnded(quit: quit, askedWorkInFlight: asked)) {
            switch effect {
            case .finishAsked:
                await navigator.modules.askedWorkEnded()
                handleChange()
            case .waitUntilIdle:
                // Leaks are checked there too (each reaches the manager's `leak` observers).
                await navigator.modules.idle()
                handleChange()
            default: carryOut(effect)
            }
        }
        return editor?.typedLines ?? []
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

    /// Prints the screen: the stack's link and the tab bar (when the session has them), the
    /// module's screen, its commands.
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
        case .printNotice(let message):
            var notice = Screen()
            notice.line(message, style: .warning)
            print(notice.render(policy, width: Terminal.columns))
        case .printError(let line): Terminal.writeError(line + "\n")
        case .hidePrompt: editor?.hidePrompt()
        case .showPrompt: showPrompt()
        case .restorePrompt: editor?.showPrompt()
        case .flush: Terminal.flushOutput()
        case .drawChange:
            // What failed meanwhile is told first (its lines put the prompt back), then the
            // prompt comes off and the editor's state is read: a line submitted before this
            // point is below the screen, and none can be submitted on screen after it.
            handleChange()
            editor?.hidePrompt()
            handle(.changeRendered(render(), inputStatus))
        case .showScreen: show()
        case .checkLeaks: Task { [weak self] in await self?.navigator.modules.idle() }
        case .finishAsked, .waitUntilIdle: assertionFailure("only the input's end waits, in run")
        }
    }

    /// Takes what is shown now that something changed (a load ended, a link's screen failed to
    /// load, the session started) and reports what failed meanwhile.
    private func handleChange() {
        for failure in session.handleChange().failures { report(failure) }
    }

    /// Something shown changed while the session goes on (see ``ModuleChange``).
    private func changeObserved() {
        handle(.changeObserved(inputStatus, idle: navigator.modules.isIdle))
    }

    /// What the line editor is doing, or `nil` when lines are not edited.
    private var inputStatus: InputStatus? {
        editor.map { InputStatus(lineSubmitted: $0.hasSubmittedLine, wroteLines: $0.hasWrittenLines) }
    }

    /// The step `command` asks for, or `nil` for a command the shell answered itself (help,
    /// link) or could not read (reported).
    private func input(for command: Command) -> HostInput? {
        do {
            switch try grammar.read(command, on: shown?.topmost?.module) {
            case .step(let input): return input
            case .help: showHelp()
            case .printLink: print(shown?.link ?? "")
            }
            handle(.printedBelow)
        } catch {
            report(error)
        }
        return nil
    }

    /// Shows the prompt, with Tab completing the commands of the screen shown (what
    /// ``ShellEffect/showPrompt`` does).
    private func showPrompt() {
        if let editor {
            editor.setCompletions(
                grammar.completions(
                    on: shown?.topmost?.module?.terminalView, routes: router?.routes.map(\.pattern) ?? []))
            Terminal.flushOutput()
            editor.showPrompt()
            return
        }
        guard let prompt = decisions.prompt else { return }
        print(prompt, terminator: "")
        Terminal.flushOutput()
    }

    /// The screen as ``show()`` prints it (see ``ShellPage``).
    private func render() -> String? {
        guard let shown else { return nil }
        return ShellPage(
            shown: shown, tabs: navigator.tabs.map(\.name), scheme: router?.scheme, notice: decisions.notice
        ).render(policy, width: Terminal.columns)
    }

    private func showHelp() {
        print(ShellPage.help(shown, everywhere: grammar.help, policy, width: Terminal.columns))
    }

    /// How the session's commands read.
    private var grammar: ShellGrammar {
        ShellGrammar(tabs: navigator.tabs.map(\.name), scheme: router?.scheme)
    }
}

extension HostSession.Pace {
    /// Interactive when standard input is a terminal (a person types), else until idle (a
    /// script or a pipe, whose runs must repeat).
    public static func detect() -> HostSession.Pace { Terminal.inputIsTerminal ? .interactive : .untilIdle }
}
