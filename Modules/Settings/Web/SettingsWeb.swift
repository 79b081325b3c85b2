import ModuleKitCore
import Settings
import SettingsInterface

/// Settings in a browser: its entry point for a web app — the feature with its web view.
public enum SettingsWeb {
    /// Builds the settings screen, every section, shown in a browser.
    public static func builder(_ dependencies: SettingsDependencies) -> ModuleBuilder<SettingsContext> {
        SettingsFeature.builder(dependencies) { SettingsWebView(presenter: $0) }
    }

    /// Builds the screen of one section, presented, shown in a browser.
    public static func sectionBuilder(_ dependencies: SettingsDependencies) -> ModuleBuilder<
        SettingsSectionContext
    > {
        SettingsFeature.sectionBuilder(dependencies) { SettingsWebView(presenter: $0) }
    }
}
