import Domain
import ModuleKit
import TerminalHost
import TerminalUI

/// Settings' passive view: a section per group of rows; commands become row actions.
@MainActor
final class SettingsView: PresenterView<SettingsPresenter>, TerminalView, StateRenderingView {
    let commands = [
        CommandHelp("set name VALUE", "change your display name (at most 40 characters)"),
        CommandHelp("set signature VALUE", "change your signature (at most 140 characters)"),
        CommandHelp("account add ADDRESS", "connect an account"),
        CommandHelp("account remove N", "disconnect account N"),
        CommandHelp("toggle KIND", "likes, comments, follows or messages notifications on/off"),
        CommandHelp("trace on|off", "trace events (developer section)"),
    ]

    func render(_ state: SettingsState) {
        var screen = Screen(title: state.title)
        _ = screen.showsContent(error: state.error, isLoaded: state.isLoaded)
        for section in state.sections where !section.rows.isEmpty {
            screen.section(section.title)
            screen.keyValues(section.rows.map { ("  " + $0.label, $0.value) })
        }
        show(screen)
    }

    func handle(_ command: Command) async throws(CommandError) {
        try await presenter.perform(try Self.action(command))
    }

    /// Parses a command into the action it asks for.
    static func action(_ command: Command) throws(CommandError) -> SettingsAction {
        switch command.name {
        case "set":
            switch try command.argument(0, named: "name or signature") {
            case "name": return .setName(try command.rest(from: 1, named: "VALUE"))
            case "signature":
                return .setSignature(
                    command.arguments.count == 1 ? "" : try command.rest(from: 1, named: "VALUE"))
            case let field: throw .invalidArgument(field, expected: "name or signature")
            }
        case "account":
            switch try command.argument(0, named: "add or remove") {
            case "add": return .addAccount(try command.rest(from: 1, named: "ADDRESS"))
            case "remove":
                try command.expectArguments(atMost: 2)
                return .removeAccount(try command.number(1, named: "N"))
            case let verb: throw .invalidArgument(verb, expected: "add or remove")
            }
        case "toggle":
            try command.expectArguments(atMost: 1)
            let kind = try command.argument(0, named: "KIND")
            guard let parsed = NotificationPreferences.Kind(rawValue: kind) else {
                throw .invalidArgument(kind, expected: "likes, comments, follows or messages")
            }
            return .toggle(parsed)
        case "trace":
            switch command.arguments {
            case ["on"]: return .setTracing(true)
            case ["off"]: return .setTracing(false)
            default: throw .refused("say 'trace on' or 'trace off'")
            }
        default:
            throw .unknownCommand(command.name)
        }
    }
}
