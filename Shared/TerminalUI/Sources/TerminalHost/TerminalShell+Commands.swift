import ModuleKit
import TerminalUI

/// Running one command: the shell's own, or the screen's as its module's work.
extension TerminalShell {
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
    func performSettling(_ command: Command) async -> Bool {
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
            let navigates = run.navigates
            let task = run.start(on: work) { [weak self, weak work] error in
                guard let error else {
                    succeeded.value = true
                    return
                }
                // What the person asked is theirs: its failure is told even after they left the
                // screen (a like that could not be saved); a navigation from a screen left is not.
                guard !navigates || work?.isClosed == false else { return }
                self?.report(work?.isClosed == true ? "\(command) (on a screen you left): \(error)" : error)
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
}

/// Whether a command's task succeeded, as the task sets it.
@MainActor
private final class Outcome {
    var value = false
}
