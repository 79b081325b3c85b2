import Domain
import ModuleKitCore
import SettingsInterface

/// Settings' business logic: read the settings, validate a change and save it in one step, and
/// read or drive the developer tools. A change that fails validation or saving leaves
/// everything as it was.
@MainActor
struct SettingsInteractor {
    /// The app's one store of settings, which every settings screen follows.
    let settings: SettingsStore
    /// The developer section's tools, when the app gave them.
    let tools: (any DeveloperTools)?

    init(_ dependencies: SettingsDependencies) {
        settings = dependencies.settings
        tools = dependencies.developer()
    }

    /// The saved settings, read again; an error is one line for a person, of the service error's
    /// kind (a service that failed is unavailable, not a refusal).
    func load() async throws(ActionRefused) -> Settings {
        do {
            return try await settings.load()
        } catch {
            throw ActionRefused(error.moduleFailure.kind, "cannot read your settings: \(error)")
        }
    }

    /// Applies `change` to the saved settings and saves the result, which every settings screen
    /// then shows; a change that did not happen is refused with one line.
    func save(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(ActionRefused)
    {
        _ = try await ActionRefused.refusing { try await settings.update(change) }
    }

    /// What the developer section shows now, or `nil` without tools.
    func developerReadout() -> DeveloperReadout? {
        tools.map {
            DeveloperReadout(
                moduleCount: $0.moduleCount, leaks: $0.leakReport,
                unhandledEventCount: $0.unhandledEventCount,
                recentUnhandledEvents: $0.recentUnhandledEvents, isTracing: $0.isTracing)
        }
    }

    /// Turns tracing on or off.
    func setTracing(_ on: Bool) throws(ActionRefused) {
        guard let tools else {
            throw ActionRefused("the developer section is off (start mosaic with --developer)")
        }
        do {
            try tools.setTracing(on)
        } catch {
            throw ActionRefused(error.description)
        }
    }
}
