import Domain
import ModuleKit
import SettingsInterface

/// What Settings needs from the app.
public struct SettingsDependencies: Sendable {
    public var settings: any SettingsService
    /// The developer section's tools; `nil` leaves the section out.
    public var developer: (@MainActor @Sendable () -> (any DeveloperTools)?)

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
    public static func builder(_ dependencies: SettingsDependencies) -> ModuleBuilder<SettingsContext> {
        ModuleBuilder(name: "Settings") { context in
            SettingsModule.make(
                context: context, interactor: SettingsInteractor(service: dependencies.settings),
                developer: dependencies.developer())
        }
    }
}
