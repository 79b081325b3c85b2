import ModuleKit
import TerminalUI

/// A session's two paces (see ``TerminalShell/Pacing``), and how it draws while work goes on.
extension TerminalShell {
    func runWaitingForIdle(_ input: some LineSource) async {
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

    func runInteractively(_ input: some LineSource & Sendable) async {
        // Drawn by the host contract: what is shown changed (a state, a screen, work started or
        // ended), never by the trace.
        let drawing = navigator.modules.observeChanges { [weak self] change in self?.changed(change) }
        defer { drawing.cancel() }
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
                return await finishAsked()
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
            await finishAsked()
        } else {
            // Piped input that ended: its last commands' work is shown before the session ends.
            await idle()
        }
    }

    /// Before an interactive session ends: what the person asked that is still in flight (a like
    /// being saved) is carried out — the session says it waits for it — and a failure is one
    /// line, as ever. The screens' own loads are not waited for.
    func finishAsked() async {
        let modules = navigator.modules
        guard !modules.isAskedWorkIdle else { return }
        editor?.hidePrompt()
        atPrompt = false
        print("finishing what you asked…")
        Terminal.flushOutput()
        await modules.askedWorkEnded()
    }

    /// Waits until no work is in flight, checks for leaks (each reaches the manager's `leak`
    /// observers), and reports once that the screen on top could not load what it shows.
    func idle() async {
        await navigator.modules.idle()
        reportLoadFailure()
    }

    /// Something shown changed while the session goes on (see ``ModuleChange``): the screen is
    /// drawn again at the main actor's next turn — once for every change made meanwhile — if
    /// it differs from the one printed. A change seen with no work in flight is an idle point:
    /// leaks are checked there too.
    func changed(_ change: ModuleChange) {
        guard !drawScheduled else { return }
        drawScheduled = true
        Task { [weak self] in self?.draw() }
    }

    /// Draws the screen again if it changed: in place when nothing was printed below it since,
    /// with the prompt after it. A step in its grace period shows its screen once, when the
    /// period ends.
    private func draw() {
        drawScheduled = false
        if navigator.modules.isIdle {
            Task { [weak self] in await self?.navigator.modules.idle() }
        }
        reportLoadFailure()
        guard !settling, let screen = render(), screen != lastShown else { return }
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

    /// Reports once that the screen on top could not load what it shows.
    func reportLoadFailure() {
        if undoFailedLink() { return }
        guard let top = navigator.top, let failure = top.module.loadFailure else { return }
        if reportedFailure?.module != top.id || reportedFailure?.failure != failure {
            reportedFailure = (top.id, failure)
            report(failure)
        }
    }
}
