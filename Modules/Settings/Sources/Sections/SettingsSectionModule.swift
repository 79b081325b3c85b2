import ModuleKit
import TerminalUI

/// A section of the settings screen: rows of settings, and the typed actions on them.
@MainActor
protocol SettingsSectionModule: SectionModule where Row == SettingsRow, Action == SettingsAction {
    /// Performs `action` on `row`, one of this section's rows; a refusal is one line for a person.
    func perform(_ action: SettingsAction, on row: SettingsRow) async throws(CommandError)
}

extension SettingsSectionModule {
    /// The refusal for an action that does not apply to `row`.
    func doesNotApply(to row: SettingsRow) -> String {
        "that does not apply to \(row.label)"
    }
}
