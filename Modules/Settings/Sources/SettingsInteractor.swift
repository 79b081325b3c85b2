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

    /// Applies `change` to the saved settings and saves the result.
    func change(_ change: (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(SettingsChangeError)
        -> Settings
    {
        var settings: Settings
        do throws(ServiceError) {
            settings = try await service.load()
        } catch {
            throw .service(error)
        }
        do throws(SettingsValidationError) {
            try change(&settings)
        } catch {
            throw .invalid(error)
        }
        do throws(ServiceError) {
            try await service.save(settings)
        } catch {
            throw .service(error)
        }
        return settings
    }
}

extension SettingsInteractor {
    /// ``change(_:)`` for a section: a change that did not happen is refused with one line.
    func saving(_ change: (inout Settings) throws(SettingsValidationError) -> Void) async throws(CommandError)
        -> Settings
    {
        try await CommandError.refusing { try await self.change(change) }
    }
}

/// Why a settings change did not happen.
enum SettingsChangeError: Error, CustomStringConvertible {
    case invalid(SettingsValidationError)
    case service(ServiceError)

    var description: String {
        switch self {
        case .invalid(let error): "\(error); nothing was saved"
        case .service(let error): "\(error)"
        }
    }
}
