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
                    on: shown?.top?.module?.terminalView, routes: router?.routes.map(\.pattern) ?? []))
            Terminal.flushOutput()
            editor.showPrompt()
            return
        }
        guard let prompt else { return }
        print(prompt, terminator: "")
        Terminal.flushOutput()
    }

    /// The screen as ``show()`` prints it; a module with work in flight says it is loading, on
    /// the line above its commands.
    func render() -> String? {
        guard let shown, let top = shown.top?.module else { return nil }
        var screen = Screen()
        if let router {
            screen.line(shown.link ?? "\(router.scheme)://", style: .dim)
        }
        if navigator.tabs.count > 1 {
            screen.tabBar(navigator.tabs.map(\.name), selected: shown.selectedTab)
        }
        if router != nil || navigator.tabs.count > 1 { screen.blank() }
        let view = top.terminalView
        if let view {
            screen.append(view.screen())
        } else {
            screen.line(TerminalHostError.notDrawable(String(describing: type(of: top))).description)
        }
        if let notice = display.notice {
            screen.blank()
            screen.line(notice, style: .warning)
        }
        screen.blank()
        if shown.isLoading { screen.line("⋯ loading", style: .dim) }
        screen.commandLine((view?.commands ?? []).map(\.usage) + ["help"])
        return screen.render(policy, width: Terminal.columns)
    }

    func showHelp() {
        var screen = Screen(title: "Help")
        screen.commands(shown?.top?.module?.terminalView?.commands ?? [], heading: "This screen")
        screen.commands(grammar.help, heading: "Everywhere")
        print(screen.render(policy, width: Terminal.columns))
    }
}
