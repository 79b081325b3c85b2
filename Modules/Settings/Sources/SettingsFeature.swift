import Domain
import ModuleKitCore
import SettingsInterface

/// What Settings needs from the app.
public struct SettingsDependencies: Sendable {
    /// The settings, read and saved through it and followed by every settings screen: the app's
    /// one store, so that what one screen (or session) saves shows on every other.
    public var settings: SettingsStore
    /// The developer section's tools; `nil` leaves the section out.
    public var developer: (@MainActor @Sendable () -> (any DeveloperTools)?)

    /// What Settings needs; without `developer` tools, no developer section.
    public init(
        settings: SettingsStore,
        developer: @escaping @MainActor @Sendable () -> (any DeveloperTools)? = { nil }
    ) {
        self.settings = settings
        self.developer = developer
    }
}

/// Settings, whatever the host: a host's target (SettingsTerminal) gives it the view.
package enum SettingsFeature {
    /// Builds the settings screen, every section, shown by the views `view` makes.
    package static func builder<View: ModuleView>(
        _ dependencies: SettingsDependencies, view: @escaping @MainActor @Sendable (SettingsPresenter) -> View
    ) -> ModuleBuilder<SettingsContext> where View.ViewState == SettingsState {
        ModuleBuilder(name: "Settings") { _, events in
            SettingsPresenter(section: nil, interactor: SettingsInteractor(dependencies), work: events.work)
        } view: {
            view($0)
        }
    }

    /// Builds the screen of one section, presented, shown by the views `view` makes.
    package static func sectionBuilder<View: ModuleView>(
        _ dependencies: SettingsDependencies, view: @escaping @MainActor @Sendable (SettingsPresenter) -> View
    ) -> ModuleBuilder<SettingsSectionContext> where View.ViewState == SettingsState {
        ModuleBuilder(name: "SettingsSection") { context, events in
            SettingsPresenter(
                section: context.section, interactor: SettingsInteractor(dependencies), work: events.work)
        } view: {
            view($0)
        }
    }
}
