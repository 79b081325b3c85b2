import ModuleKitCore
import TerminalUI

/// What the terminal draws for a step's result, as a browser's page is written for one: the
/// link and the tab bar (when the session has them), the top screen's own text, a notice, a
/// line while it loads, and its commands — or the help: the top screen's commands, then those
/// of every screen.
@MainActor
struct ShellPage {
    /// What the step showed.
    let shown: ShownScreens
    /// The session's tabs, by name (no bar for one).
    let tabs: [String]
    /// The scheme of the session's links, when the app has links.
    let scheme: String?
    /// A line for the person above the commands (a failure told since), if any.
    let notice: String?

    /// The screen as printed, in `policy`'s colours, `width` columns wide (unbounded when `nil`).
    func render(_ policy: ColorPolicy, width: Int?) -> String? {
        guard let top = shown.topmost?.module else { return nil }
        var screen = Screen()
        if let scheme { screen.line(shown.link ?? "\(scheme)://", style: .dim) }
        // Screens presented over a tab's stack are no tab's: no tab is marked current.
        if tabs.count > 1 { screen.tabBar(tabs, selected: shown.isPresented ? nil : shown.selectedTab) }
        if scheme != nil || tabs.count > 1 { screen.blank() }
        let view = top.terminalView
        if let view {
            screen.append(view.screen())
        } else {
            screen.line(TerminalHostError.notDrawable(String(describing: type(of: top))).description)
        }
        if let notice {
            screen.blank()
            screen.line(notice, style: .warning)
        }
        screen.blank()
        if shown.isLoading { screen.line("⋯ loading", style: .dim) }
        screen.commandLine((view?.commands ?? []).map(\.usage) + ["help"])
        return screen.render(policy, width: width)
    }

    /// A notice posted to the person (``TerminalShell/post(_:)``), as one warning line.
    static func notice(_ message: String, _ policy: ColorPolicy, width: Int?) -> String {
        var notice = Screen()
        notice.line(message, style: .warning)
        return notice.render(policy, width: width)
    }

    /// The help: the commands of the screen `shown` (if any), then `everywhere`.
    static func help(
        _ shown: ShownScreens?, everywhere: [CommandHelp], _ policy: ColorPolicy, width: Int?
    ) -> String {
        var screen = Screen(title: "Help")
        screen.commands(shown?.topmost?.module?.terminalView?.commands ?? [], heading: "This screen")
        screen.commands(everywhere, heading: "Everywhere")
        return screen.render(policy, width: width)
    }
}
