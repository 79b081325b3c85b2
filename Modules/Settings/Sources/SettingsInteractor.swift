import Domain
import ModuleKit

/// Settings' business logic: read the settings, validate a change, save it. A change that
/// fails validation or saving leaves everything as it was.
struct SettingsInteractor: Sendable {
    let service: any SettingsService

    init(_ dependencies: SettingsDependencies) {
        service = dependencies.settings
    }

    func load() async throws(ServiceError) -> Settings {
        try await service.load()
    }

    /// Applies `change` to the saved settings and saves the result in one step; a change that
    /// did not happen is refused with one line.
    func saving(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(ActionRefused) -> Settings
    {
        try await ActionRefused.refusing { try await service.update(change) }
    }
}
