import ModuleKit
import TerminalHost
import TerminalUI

/// Settings' passive view: the title, why sections could not load (once), then each section's
/// screen. Every command goes to the section that declares it.
@MainActor
final class SettingsView: ContainerView<SettingsPresenter>, CommandedView {
    static let commandSet: CommandSet<SettingsState, SettingsAction> = []

    /// Drawn when asked: the sections render on their own.
    func screen() -> Screen {
        var screen = Screen(title: state.title)
        let sections = embedded?.modules ?? []
        var failures: [String] = []
        for failure in sections.compactMap(\.loadFailure) where !failures.contains(failure) {
            failures.append(failure)
        }
        for failure in failures { screen.line("error: \(failure)", style: .error) }
        let shown = sections.compactMap { $0.terminalView?.screen() }.filter { !$0.lines.isEmpty }
        if shown.isEmpty && failures.isEmpty { screen.line("Loading…", style: .dim) }
        for section in shown {
            screen.blank()
            screen.append(section)
        }
        return screen
    }
}
