import ModuleKit
import TerminalHost
import TerminalUI

/// A section part the terminal can drive: its commands, declared once each.
@MainActor
protocol CommandedSection: SectionPart {
    static var commandSet: CommandSet<SectionState, Action> { get }
}

/// A section's passive view: its heading and rows; nothing while it has not loaded (the
/// settings screen says why once, above every section).
@MainActor
final class SectionView<Part: CommandedSection>: PresenterView<SectionPresenter<Part>>, CommandedView {
    static var commandSet: CommandSet<SectionState, Part.Action> { Part.commandSet }

    func render(_ state: SectionState) {
        var screen = Screen()
        if state.isLoaded, state.error == nil, !state.rows.isEmpty {
            screen.section(state.title)
            screen.keyValues(state.rows.map { ("  " + $0.label, $0.value) })
        }
        show(screen)
    }
}
