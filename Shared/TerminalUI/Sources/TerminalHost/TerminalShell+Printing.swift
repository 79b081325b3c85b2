import ModuleKit
import TerminalUI

/// Printing a session: each screen, the prompt, help.
extension TerminalShell {
    /// Prints the screen: the stack's link and the tab bar (when the session has them), the
    /// module's screen, its commands.
    public func show() {
        guard let screen = render() else { return }
        handle(.screenShown(screen))
        // Piped output is buffered: a session that goes on while loads run shows each screen now.
        if pacing == .interactive { Terminal.flushOutput() }
    }

    /// Shows the prompt, with Tab completing the commands of the screen shown (what
    /// ``ShellEffect/showPrompt`` does).
    func showPrompt() {
        if let editor {
            editor.setCompletions(
                grammar.completions(
                    on: shown?.topmost?.module?.terminalView, routes: router?.routes.map(\.pattern) ?? []))
            Terminal.flushOutput()
            editor.showPrompt()
            return
        }
        guard let prompt else { return }
        print(prompt, terminator: "")
        Terminal.flushOutput()
    }

    /// The screen as ``show()`` prints it (see ``ShellPage``).
    func render() -> String? {
        guard let shown else { return nil }
        return ShellPage(
            shown: shown, tabs: navigator.tabs.map(\.name), scheme: router?.scheme, notice: decisions.notice
        ).render(policy, width: Terminal.columns)
    }

    func showHelp() {
        print(ShellPage.help(shown, everywhere: grammar.help, policy, width: Terminal.columns))
    }
}
