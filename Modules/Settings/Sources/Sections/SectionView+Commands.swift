import Domain
import TerminalUI

// Each section's commands, beside the view that parses them.

extension AccountSection: CommandedSection {
    static let commandSet: CommandSet<SectionState, Action> = [
        CommandSpec("set name VALUE", "change your display name (at most 40 characters)") { arguments, _ in
            .setName(try arguments.text("VALUE"))
        },
        CommandSpec("set signature VALUE", "change your signature (at most 140 characters)") { arguments, _ in
            .setSignature(arguments.optionalText())
        },
    ]
}

extension ConnectedAccountsSection: CommandedSection {
    static let commandSet: CommandSet<SectionState, Action> = [
        CommandSpec("account add ADDRESS", "connect an account") { arguments, _ in
            .add(try arguments.text("ADDRESS"))
        },
        CommandSpec("account remove N", "disconnect account N") { arguments, shown in
            let accounts = shown.rows.compactMap { row -> String? in
                guard case .account(let address) = row.id else { return nil }
                return address
            }
            return .remove(try arguments.row("N", of: accounts))
        },
    ]
}

extension NotificationsSection: CommandedSection {
    static let commandSet: CommandSet<SectionState, Action> = [
        CommandSpec("toggle KIND", "likes, comments, follows or messages notifications on/off") {
            arguments, _ in
            try arguments.choice("KIND", of: NotificationPreferences.Kind.allCases.map { ($0.rawValue, $0) })
        }
    ]
}

extension DeveloperSection: CommandedSection {
    static let commandSet: CommandSet<SectionState, Action> = [
        CommandSpec("trace on|off", "trace events") { arguments, _ in
            try arguments.choice("on|off", of: [("on", true), ("off", false)])
        }
    ]
}
