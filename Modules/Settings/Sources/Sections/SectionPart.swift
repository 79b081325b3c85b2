import ModuleKit
import SettingsInterface

/// What one section of settings is made of, as a plain type: its heading, its rows and the
/// typed actions on them. A ``SectionPresenter`` makes it a module.
@MainActor
protocol SectionPart {
    /// What can be asked of the section, by id.
    associatedtype Action: Sendable
    /// The section's heading.
    var title: String { get }
    /// The section's rows, read from wherever they come from; an error is the section's load
    /// failure, one line for a person.
    func rows() async throws(ActionRefused) -> [SettingsRow]
    /// Performs `action` and returns the change it saved, or refuses it, changing nothing.
    func perform(_ action: Action) async throws(ActionRefused) -> SettingsChange
}
