import ModuleKit
import SettingsInterface

/// For developers: how many modules are alive, what leaked, which events reached no one, and
/// tracing.
@MainActor
final class DeveloperSection: SectionPart {
    /// Turns tracing on (`true`) or off.
    typealias Action = Bool

    let title = SettingsSection.developer.title
    private let tools: (any DeveloperTools)?

    /// The section over `tools`; without them, it refuses to show.
    init(tools: (any DeveloperTools)?) {
        self.tools = tools
    }

    func rows() async throws(ActionRefused) -> [SettingsRow] {
        let tools = try availableTools()
        let leaks = tools.leakReport
        return [
            SettingsRow(id: .modules, label: "modules alive", value: "\(tools.moduleCount)"),
            SettingsRow(
                id: .leaks, label: "leaks", value: leaks.isEmpty ? "none" : leaks.joined(separator: "; ")),
            SettingsRow(
                id: .unhandledEvents, label: "unhandled events",
                value: Self.summary(count: tools.unhandledEventCount, recent: tools.recentUnhandledEvents)),
            SettingsRow(id: .trace, label: "trace", value: tools.isTracing ? "on" : "off"),
        ]
    }

    /// How many, and the last three.
    private static func summary(count: Int, recent: [String]) -> String {
        guard count > 0 else { return "none" }
        return "\(count): " + recent.suffix(3).joined(separator: "; ")
    }

    func perform(_ on: Bool) async throws(ActionRefused) -> SettingsChange {
        let tools = try availableTools()
        try await ActionRefused.refusing { try tools.setTracing(on) }
        return .tracingChanged(on)
    }

    private func availableTools() throws(ActionRefused) -> any DeveloperTools {
        guard let tools else {
            throw ActionRefused("the developer section is off (start mosaic with --developer)")
        }
        return tools
    }
}
