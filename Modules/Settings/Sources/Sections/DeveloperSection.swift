import ModuleKit
import SettingsInterface
import TerminalUI

/// For developers: how many modules are alive, what leaked, which events no listener handled,
/// and tracing.
@MainActor
final class DeveloperSection: SettingsSectionModule {
    let title = "Developer"
    private let tools: any DeveloperTools
    private let changed: (SettingsEvent) -> Void

    init(tools: any DeveloperTools, changed: @escaping (SettingsEvent) -> Void) {
        self.tools = tools
        self.changed = changed
    }

    func rows() async throws -> [SettingsRow] {
        let leaks = tools.leakReport
        return [
            SettingsRow(id: .modules, label: "modules alive", value: "\(tools.moduleCount)"),
            SettingsRow(
                id: .leaks, label: "leaks", value: leaks.isEmpty ? "none" : leaks.joined(separator: "; ")),
            SettingsRow(
                id: .unhandledEvents, label: "unhandled events", value: Self.summary(tools.unhandledEvents)),
            SettingsRow(id: .trace, label: "trace", value: tools.isTracing ? "on" : "off"),
        ]
    }

    /// How many, and the last three.
    private static func summary(_ events: [String]) -> String {
        guard !events.isEmpty else { return "none" }
        return "\(events.count): " + events.suffix(3).joined(separator: "; ")
    }

    func perform(_ action: SettingsAction, on row: SettingsRow) async throws(CommandError) {
        guard case .setTracing(let on) = action else { throw .refused(doesNotApply(to: row)) }
        try await CommandError.refusing { try tools.setTracing(on) }
        changed(.tracingChanged(on))
    }
}
