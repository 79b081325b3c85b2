import ModuleKit
import TerminalUI

/// A session's two paces (see ``TerminalShell/Pacing``): the loop that reads lines, feeds what
/// happens to the shell's decisions (``ShellDecisions``) and carries out what they say.
extension TerminalShell {
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
            pacing == .interactive ? navigator.modules.observeChanges { _ in changed.yield() } : nil
        let drawing = Task { [weak self] in
            for await _ in changes { self?.changeObserved() }
        }
        var resizes: WindowResizes?
        // On a terminal, lines are edited as in a shell (arrows, history, Ctrl-C drops a line);
        // otherwise Ctrl-C at the prompt still only drops the line.
        if pacing == .interactive, let prompt, input is StandardInput, LineEditorInput.isAvailable {
            editor = LineEditorInput(prompt: prompt, history: history)
            // A resized window: the screen again, for its width, below what the terminal reflowed.
            resizes = WindowResizes { [weak self] in
                self?.handle(.resized)
                changed.yield()
            }
        } else if pacing == .interactive, let prompt, Terminal.inputIsTerminal {
            InterruptAtPrompt.install(prompt: prompt)
        } else if pacing == .waitForIdle {
            await navigator.modules.idle()
        }
        handleChange()
        defer {
            observing?.cancel()
            changed.finish()
            drawing.cancel()
            resizes?.stop()
            editor = nil
        }
        show()
        handle(.promptShown)
        var number = 0
        var quit = false
        reading: for await line in editor.map({ BackgroundTypedLines($0) }) ?? BackgroundTypedLines(input) {
            number += 1
            // A line typed ahead or pasted with others was never on screen: shown as typed.
            handle(
                .lineRead(
                    number: number,
                    typedAhead: line.wasShown ? nil : (prompt ?? "") + Sanitizer.sanitize(line.text)))
            switch CommandReader<ScriptedLines>.read(line.text, onError: { [unowned self] in report($0) }) {
            case .quit:
                quit = true
                break reading
            case .nothing: break
            case .command(let command):
                if await perform(command)?.succeeded == true { show() }
                afterEachCommand()
            }
            handle(.promptShown)
        }
        handle(.inputEnded)
        // What the person asked is carried out before the session ends; piped input's last
        // commands' work is shown.
        if pacing == .interactive { await (quit || prompt != nil ? finishAsked() : idle()) }
        return editor?.typedLines ?? []
    }

    /// Before an interactive session ends: what the person asked that is still in flight (a like
    /// being saved) is carried out — the session says it waits for it — and a failure is one
    /// line, as ever. The screens' own loads are not waited for.
    func finishAsked() async {
        guard !navigator.modules.isAskedWorkIdle else { return }
        editor?.hidePrompt()
        print("finishing what you asked…")
        Terminal.flushOutput()
        await navigator.modules.askedWorkEnded()
        handleChange()
    }

    /// Waits until no work is in flight, checks for leaks (each reaches the manager's `leak`
    /// observers), and reports what failed meanwhile.
    func idle() async {
        await navigator.modules.idle()
        handleChange()
    }

    /// Something shown changed while the session goes on (see ``ModuleChange``). A change seen
    /// with no work in flight is an idle point: leaks are checked there too.
    private func changeObserved() {
        if navigator.modules.isIdle {
            Task { [weak self] in await self?.navigator.modules.idle() }
        }
        handle(.changeObserved(inputStatus))
    }

    /// What the line editor is doing, or `nil` when lines are not edited.
    private var inputStatus: InputStatus? {
        editor.map { InputStatus(lineSubmitted: $0.hasSubmittedLine, wroteLines: $0.hasWrittenLines) }
    }

    /// Feeds `event` to the shell's decisions and carries out what they say.
    func handle(_ event: ShellEvent) {
        for effect in decisions.handle(event) {
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
            case .leavePrompt: if prompt != nil { print("") }
            case .flush: Terminal.flushOutput()
            case .drawChange:
                // What failed meanwhile is told first, then the screen as it is now.
                handleChange()
                if let screen = render() { handle(.changeRendered(screen, inputStatus)) }
            }
        }
    }
}
