import ModuleKit
import SettingsInterface
import TerminalUI

/// For developers: how many modules are alive, what leaked, and tracing. Action: `trace` on/off.
@MainActor
final class DeveloperSection: SectionModule {
    let title = "Developer"
    private let tools: any DeveloperTools
    private let changed: (SettingsEvent) -> Void

    init(tools: any DeveloperTools, changed: @escaping (SettingsEvent) -> Void) {
        self.tools = tools
        self.changed = changed
    }

    func rows() async -> [SettingsRow] {
        let leaks = tools.leakReport
        return [
            SettingsRow(key: "developer.modules", label: "modules alive", value: "\(tools.moduleCount)"),
            SettingsRow(
                key: "developer.leaks", label: "leaks",
                value: leaks.isEmpty ? "none" : leaks.joined(separator: "; ")),
            SettingsRow(key: "developer.trace", label: "trace", value: tools.isTracing ? "on" : "off"),
        ]
    }

    func perform(_ request: SectionAction, on row: SettingsRow) async throws(CommandError) {
        let (action, arguments) = (request.name, request.arguments)
        guard action == "trace", row.key == "developer.trace" else {
            throw .refused("'\(action)' does not apply to \(row.label)")
        }
        guard let choice = arguments.first, ["on", "off"].contains(choice), arguments.count == 1 else {
            throw .refused("say 'trace on' or 'trace off'")
        }
        try await CommandError.refusing { try tools.setTracing(choice == "on") }
        changed(.tracingChanged(choice == "on"))
    }
}
