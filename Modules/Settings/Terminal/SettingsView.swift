import Domain
import ModuleKitCore
import Settings
import SettingsInterface
import TerminalHost
import TerminalUI

/// Settings' passive view: the title, then each section shown with its rows. It offers the
/// commands of the sections it shows, and no others.
@MainActor
final class SettingsView: PresenterView<SettingsPresenter>, CommandedView {
    static let commandSet = CommandSet(SettingsSection.allCases.flatMap(commands(for:)))

    var offeredCommands: CommandSet<SettingsState, SettingsAction> {
        CommandSet(presenter.store.state.sections.flatMap(Self.commands(for:)))
    }

    override func screen() -> Screen {
        var screen = Screen(title: state.title)
        if screen.addStatusUnlessLoaded(error: state.error?.message, isLoaded: state.isLoaded),
            let settings = state.settings
        {
            for section in state.sections {
                screen.section(section.title)
                screen.keyValues(rows(of: section, settings: settings, developer: state.developer))
            }
        }
        return screen
    }

    /// The rows of `section`: a label and a value each.
    private func rows(of section: SettingsSection, settings: Settings, developer: DeveloperReadout?)
        -> [(String, String)]
    {
        let rows: [(String, String)]
        switch section {
        case .account:
            rows = [
                ("display name", settings.displayName),
                ("signature", settings.signature.isEmpty ? "(none)" : settings.signature),
            ]
        case .accounts:
            rows =
                settings.connectedAccounts.enumerated().map { ("account \($0.offset + 1)", $0.element) }
                + [("add one", "account add ADDRESS")]
        case .notifications:
            rows = NotificationPreferences.Kind.allCases.map {
                ($0.rawValue, settings.notifications[$0] ? "on" : "off")
            }
        case .developer:
            guard let developer else { return [] }
            rows = [
                ("modules alive", "\(developer.moduleCount)"),
                ("leaks", developer.leaks.isEmpty ? "none" : developer.leaks.joined(separator: "; ")),
                ("unhandled events", Self.summary(of: developer)),
                ("trace", developer.isTracing ? "on" : "off"),
            ]
        }
        return rows.map { ("  " + $0.0, $0.1) }
    }

    /// How many events reached no one, and the last three.
    private static func summary(of developer: DeveloperReadout) -> String {
        guard developer.unhandledEventCount > 0 else { return "none" }
        return "\(developer.unhandledEventCount): "
            + developer.recentUnhandledEvents.suffix(3).joined(separator: "; ")
    }

    /// The commands of `section`, each declared once.
    nonisolated private static func commands(for section: SettingsSection) -> [CommandSpec<
        SettingsState, SettingsAction
    >] {
        switch section {
        case .account:
            [
                CommandSpec("set name VALUE", "change your display name (at most 40 characters)") {
                    arguments, _ in
                    .setName(try arguments.text("VALUE"))
                },
                CommandSpec("set signature VALUE", "change your signature (at most 140 characters)") {
                    arguments, _ in
                    .setSignature(arguments.optionalText())
                },
            ]
        case .accounts:
            [
                CommandSpec("account add ADDRESS", "connect an account") { arguments, _ in
                    .addAccount(try arguments.text("ADDRESS"))
                },
                CommandSpec("account remove N", "disconnect account N") { arguments, shown in
                    .removeAccount(try arguments.row("N", of: shown.settings?.connectedAccounts ?? []))
                },
            ]
        case .notifications:
            [
                CommandSpec("toggle KIND", "likes, comments, follows or messages notifications on/off") {
                    arguments, _ in
                    .toggle(
                        try arguments.choice(
                            "KIND", of: NotificationPreferences.Kind.allCases.map { ($0.rawValue, $0) }))
                }
            ]
        case .developer:
            [
                CommandSpec("trace on|off", "trace events") { arguments, _ in
                    .trace(try arguments.choice("on|off", of: [("on", true), ("off", false)]))
                }
            ]
        }
    }
}
