import Domain
import SettingsInterface

/// What the sections that show and change the saved settings share: the interactor that loads
/// and saves them, and where a change is announced. A section draws its rows from the settings
/// (``rows(from:)``) and performs its own actions.
@MainActor
class SavedSettingsSection {
    let interactor: SettingsInteractor
    let changed: (SettingsEvent) -> Void

    init(interactor: SettingsInteractor, changed: @escaping (SettingsEvent) -> Void) {
        self.interactor = interactor
        self.changed = changed
    }

    /// The section's rows, from freshly loaded settings; a load error is the section's failure.
    func rows() async throws -> [SettingsRow] {
        rows(from: try await interactor.load())
    }

    /// The section's rows for `settings`.
    func rows(from settings: Settings) -> [SettingsRow] {
        preconditionFailure("\(type(of: self)) draws no rows")
    }
}
