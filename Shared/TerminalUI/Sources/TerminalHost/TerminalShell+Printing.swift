import ModuleKit
import TerminalUI

/// Printing a session: each screen, the prompt, help.
extension TerminalShell {
    /// Prints the screen: the stack's link and the tab bar (when the session has them), the
    /// module's screen, its commands.
    public func show() {
        guard let screen = render() else { return }
        print(screen)
        display.printed(screen: screen)
        // Piped output is buffered: a session that goes on while loads run shows each screen now.
        if pacing == .interactive { Terminal.flushOutput() }
    }

    func showPrompt() {
        display.prompting(true)
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
            shown: shown, tabs: navigator.tabs.map(\.name), scheme: router?.scheme, notice: display.notice
        ).render(policy, width: Terminal.columns)
    }

    func showHelp() {
        print(ShellPage.help(shown, everywhere: grammar.help, policy, width: Terminal.columns))
    }
}
