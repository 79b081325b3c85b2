import Domain
import TerminalUI

/// Settings' business logic: read the settings, validate a change, save it. A change that
/// fails validation or saving leaves everything as it was.
@MainActor
struct SettingsInteractor {
    let service: any SettingsService

    func load() async throws(ServiceError) -> Settings {
        try await service.load()
    }

    /// Applies `change` to the saved settings and saves the result in one step.
    func change(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(SettingsUpdateError) -> Settings
    {
        try await service.update(change)
    }
}

extension SettingsInteractor {
    /// ``change(_:)`` for a section: a change that did not happen is refused with one line.
    func saving(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(CommandError)
        -> Settings
    {
        try await CommandError.refusing { try await self.change(change) }
    }
}
