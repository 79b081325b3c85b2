import Domain
import ModuleKit
import SettingsInterface

/// What Settings needs from the app.
public struct SettingsDependencies: Sendable {
    /// Where the settings are read and saved.
    public var settings: any SettingsService
    /// The developer section's tools; `nil` leaves the section out.
    public var developer: (@MainActor @Sendable () -> (any DeveloperTools)?)

    /// What Settings needs; without `developer` tools, no developer section.
    public init(
        settings: any SettingsService,
        developer: @escaping @MainActor @Sendable () -> (any DeveloperTools)? = { nil }
    ) {
        self.settings = settings
        self.developer = developer
    }
}

/// Settings' entry point.
public enum SettingsFeature {
    /// Builds the settings screen, whole or one section.
    public static func builder(_ dependencies: SettingsDependencies) -> ModuleBuilder<SettingsContext> {
        ModuleBuilder(name: "Settings") { context in
            SettingsModule.make(context: context, interactor: SettingsInteractor(dependencies))
        }
    }
}
