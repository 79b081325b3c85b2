import ModuleKit
import TerminalUI

/// A session's two paces (see ``TerminalShell/Pacing``), and how it draws while work goes on.
extension TerminalShell {
    func runWaitingForIdle(_ input: some LineSource, afterEachCommand: () -> Void) async {
        await idle()
        show()
        var lines = input
        var number = 0
        defer { location = nil }
        while true {
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
                if await perform(command) { show() }
                afterEachCommand()
            }
        }
    }

    func runInteractively(
        _ input: some LineSource & Sendable, history: [String], afterEachCommand: () -> Void
    )
        async -> [String]
    {
        // Drawn by the host contract: what is shown changed (a state, a screen, work started or
        // ended), never by the trace.
        let drawing = navigator.modules.observeChanges { [weak self] _ in self?.changed() }
        defer { drawing.cancel() }
        // On a terminal, lines are edited as in a shell (arrows, history, Ctrl-C drops a line);
        // otherwise Ctrl-C at the prompt still only drops the line.
        if let prompt, input is StandardInput, LineEditorInput.isAvailable {
            editor = LineEditorInput(prompt: prompt, history: history)
        } else if let prompt, Terminal.inputIsTerminal {
            InterruptAtPrompt.install(prompt: prompt)
        }
        defer { editor = nil }
        show()
        showPrompt()
        let lines = editor.map { BackgroundLines($0) } ?? BackgroundLines(input)
        for await line in lines {
            // A line typed ahead or pasted with others was never on screen: show it as typed.
            if let editor, let prompt, !editor.takeWasShown() {
                editor.hidePrompt()
                print(prompt + Sanitizer.sanitize(line))
            }
            display.prompting(false)
            switch CommandReader<ScriptedLines>.read(line, onError: { [unowned self] in report($0) }) {
            case .quit:
                await finishAsked()
                return editor?.typedLines ?? []
            case .nothing:
                break
            case .command(let command):
                if await perform(command) { show() }
                afterEachCommand()
            }
            showPrompt()
        }
        if prompt != nil {
            print("")
            await finishAsked()
        } else {
            // Piped input that ended: its last commands' work is shown before the session ends.
            await idle()
        }
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
        for failure in session.takeFailures() { report(failure) }
    }

    /// Waits until no work is in flight, checks for leaks (each reaches the manager's `leak`
    /// observers), and reports what failed meanwhile.
    func idle() async {
        await navigator.modules.idle()
        for failure in session.takeFailures() { report(failure) }
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
        if !display.settling {
            for failure in session.takeFailures() { report(failure) }
        }
        guard let screen = render() else { return }
        let redraw = display.redraw(screen, editing: editor != nil)
        guard redraw != .none else { return }
        editor?.hidePrompt()
        if case .inPlace(let lines) = redraw {
            print("\u{1B}[\(lines)F\u{1B}[J", terminator: "")
        } else {
            print("")
        }
        print(screen)
        display.printed(screen: screen)
        if display.atPrompt { showPrompt() }
        Terminal.flushOutput()
    }
}
