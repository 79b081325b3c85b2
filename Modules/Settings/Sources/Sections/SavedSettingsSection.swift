import Domain
import ModuleKit

/// What the sections that show and change the saved settings share: the interactor that loads
/// and saves them. A section draws its rows from the settings (``rows(from:)``) and performs
/// its own actions.
@MainActor
class SavedSettingsSection {
    let interactor: SettingsInteractor

    init(interactor: SettingsInteractor) {
        self.interactor = interactor
    }

    /// The section's rows, from freshly loaded settings.
    func rows() async throws(ActionRefused) -> [SettingsRow] {
        do {
            return rows(from: try await interactor.load())
        } catch {
            throw ActionRefused("cannot read your settings: \(error)")
        }
    }

    /// The section's rows for `settings`.
    func rows(from settings: Settings) -> [SettingsRow] {
        preconditionFailure("\(type(of: self)) draws no rows")
    }
}
