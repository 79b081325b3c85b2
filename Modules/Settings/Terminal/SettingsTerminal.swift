import ModuleKitCore
import Settings
import SettingsInterface

/// Settings in a terminal: its entry point for a terminal app — the feature with its terminal view.
public enum SettingsTerminal {
    /// Builds the settings screen, every section, shown in a terminal.
    public static func builder(_ dependencies: SettingsDependencies) -> ModuleBuilder<SettingsContext> {
        SettingsFeature.builder(dependencies) { SettingsView(presenter: $0) }
    }

    /// Builds the screen of one section, presented, shown in a terminal.
    public static func sectionBuilder(_ dependencies: SettingsDependencies) -> ModuleBuilder<
        SettingsSectionContext
    > {
        SettingsFeature.sectionBuilder(dependencies) { SettingsView(presenter: $0) }
    }
}
