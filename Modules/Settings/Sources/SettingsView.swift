import Domain
import ModuleKit
import TerminalHost
import TerminalUI

/// Settings' passive view: a section per group of rows; commands become row actions.
@MainActor
final class SettingsView: TerminalView {
    private unowned let presenter: SettingsPresenter
    private var rendered = Screen()

    init(presenter: SettingsPresenter) {
        self.presenter = presenter
    }

    let commands = [
        CommandHelp("set name VALUE", "change your display name (at most 40 characters)"),
        CommandHelp("set signature VALUE", "change your signature (at most 140 characters)"),
        CommandHelp("account add ADDRESS", "connect an account"),
        CommandHelp("account remove N", "disconnect account N"),
        CommandHelp("toggle KIND", "likes, comments, follows or messages notifications on/off"),
        CommandHelp("trace on|off", "trace events (developer section)"),
    ]

    func screen() -> Screen { rendered }

    func render(_ state: SettingsState) {
        var screen = Screen(title: state.title)
        if let error = state.error {
            screen.line("error: \(error)", style: .error)
        } else if !state.isLoaded {
            screen.line("Loading…", style: .dim)
        }
        for section in state.sections where !section.rows.isEmpty {
            screen.section(section.title)
            screen.keyValues(section.rows.map { ("  " + $0.label, $0.value) })
        }
        rendered = screen
    }

    func handle(_ command: Command) async throws(CommandError) {
        switch command.name {
        case "set":
            let field = try command.argument(0, named: "name or signature")
            guard field == "name" || field == "signature" else {
                throw .invalidArgument(field, expected: "name or signature")
            }
            let value =
                field == "signature" && command.arguments.count == 1
                ? "" : try command.rest(from: 1, named: "VALUE")
            try await presenter.perform("set", onRowWithKey: field, arguments: [value])
        case "account":
            let verb = try command.argument(0, named: "add or remove")
            switch verb {
            case "add":
                try await presenter.perform(
                    "add", onRowWithKey: "account.new",
                    arguments: [try command.rest(from: 1, named: "ADDRESS")])
            case "remove":
                try command.expectArguments(atMost: 2)
                try await presenter.perform(
                    "remove", onRowWithKey: "account.\(try command.number(1, named: "N"))")
            default: throw .invalidArgument(verb, expected: "add or remove")
            }
        case "toggle":
            try command.expectArguments(atMost: 1)
            let kind = try command.argument(0, named: "KIND")
            guard NotificationPreferences.Kind(rawValue: kind) != nil else {
                throw .invalidArgument(kind, expected: "likes, comments, follows or messages")
            }
            try await presenter.perform("toggle", onRowWithKey: "notifications.\(kind)")
        case "trace":
            try await presenter.perform(
                "trace", onRowWithKey: "developer.trace", arguments: command.arguments)
        default:
            throw .unknownCommand(command.name)
        }
    }
}
