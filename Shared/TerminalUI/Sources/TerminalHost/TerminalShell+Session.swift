import ModuleKit
import TerminalUI

/// A session's two paces (see ``TerminalShell/Pacing``), and how it draws while work goes on.
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
        // a screen, work started or ended), never by the trace.
        let drawing =
            pacing == .interactive
            ? navigator.modules.observeChanges { [weak self] _ in self?.changed() } : nil
        // On a terminal, lines are edited as in a shell (arrows, history, Ctrl-C drops a line);
        // otherwise Ctrl-C at the prompt still only drops the line.
        if pacing == .interactive, let prompt, input is StandardInput, LineEditorInput.isAvailable {
            editor = LineEditorInput(prompt: prompt, history: history)
            // A resized window: the screen again, for its width, below what the terminal reflowed.
            resizing = WindowResizes { [weak self] in
                self?.display.resized()
                self?.changed()
            }
        } else if pacing == .interactive, let prompt, Terminal.inputIsTerminal {
            InterruptAtPrompt.install(prompt: prompt)
        } else if pacing == .waitForIdle {
            await navigator.modules.idle()
        }
        handleChange()
        defer {
            drawing?.cancel()
            resizing?.stop()
            resizing = nil
            editor = nil
            location = nil
        }
        show()
        showPrompt()
        var number = 0
        var quit = false
        reading: for await line in editor.map({ BackgroundLines($0) }) ?? BackgroundLines(input) {
            number += 1
            location = scriptName.map { "\($0):\(number)" }
            // A line typed ahead or pasted with others was never on screen: show it as typed.
            if let editor, let prompt, !editor.takeWasShown() {
                editor.hidePrompt()
                print(prompt + Sanitizer.sanitize(line))
            }
            display.prompting(false)
            switch CommandReader<ScriptedLines>.read(line, onError: { [unowned self] in report($0) }) {
            case .quit:
                quit = true
                break reading
            case .nothing: break
            case .command(let command):
                if await perform(command)?.succeeded == true { show() }
                afterEachCommand()
            }
            showPrompt()
            if display.takeDrawAtPrompt() { changed() }
        }
        if display.atPrompt, prompt != nil { print("") }
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
        display.prompting(false)
        print("finishing what you asked…")
        Terminal.flushOutput()
        await session.finishAsked()
        handleChange()
    }

    /// Waits until no work is in flight, checks for leaks (each reaches the manager's `leak`
    /// observers), and reports what failed meanwhile.
    func idle() async {
        await navigator.modules.idle()
        handleChange()
    }

    /// Something shown changed while the session goes on (see ``ModuleChange``): the screen is
    /// drawn again at the main actor's next turn — once for every change made meanwhile.
    func changed() {
        guard !display.drawScheduled else { return }
        display.drawScheduled = true
        Task { [weak self] in self?.draw() }
    }

    /// Draws the screen again if it changed (see ``ShellDisplay``), with the prompt after it.
    /// A change seen with no work in flight is an idle point: leaks are checked there too.
    private func draw() {
        display.drawScheduled = false
        if navigator.modules.isIdle {
            Task { [weak self] in await self?.navigator.modules.idle() }
        }
        // A step in its grace shows its screen when it ends, with its failures.
        guard !display.settling else { return }
        if let editor, !display.mayDraw(lineSubmitted: editor.hasSubmittedLine) { return }
        handleChange()
        guard let screen = render() else { return }
        // A line the input wrote below the screen (^C, completions) moved the screen up.
        if editor?.takeWroteLines() == true { display.printedBelowScreen() }
        let redraw = display.redraw(screen, editing: editor != nil)
        guard redraw != .none else { return }
        editor?.hidePrompt()
        print(redraw.lead + screen)
        display.printed(screen: screen)
        if display.atPrompt { showPrompt() }
        Terminal.flushOutput()
    }
}
