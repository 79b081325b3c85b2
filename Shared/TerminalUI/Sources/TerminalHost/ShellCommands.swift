import ModuleKit
import TerminalUI

/// What the shell itself can be asked, on every screen.
enum ShellAction: Sendable, Equatable {
    case help
    case selectTab(Int)
    case back
    case close
    /// Opens a link, parsed already.
    case open(String)
    case printLink
}

extension TerminalShell {
    /// The commands of every screen of this session, declared once each (`quit` is the
    /// reader's: it ends the input).
    var shellCommands: CommandSet<Void, ShellAction> {
        var specs = [CommandSpec<Void, ShellAction>("help", "list every command", needsContent: false, .help)]
        let tabs = navigator.tabs.map(\.name)
        if tabs.count > 1 {
            specs.append(
                CommandSpec("tab \(tabs.joined(separator: "|"))", "switch tab") { arguments, _ in
                    .selectTab(try arguments.choice("a tab name", of: tabs.enumerated().map { ($1, $0) }))
                })
        }
        specs += [
            CommandSpec("back", "go back one screen", .back),
            CommandSpec("close", "close this screen", .close),
        ]
        if let router {
            let scheme = router.scheme
            specs += [
                CommandSpec("open URL", "open a \(scheme):// link") { (arguments, _) throws -> ShellAction in
                    // A link, not a row number: the router reads the rest when the link opens.
                    let link = try arguments.word("URL")
                    guard link.contains("://") else {
                        throw CommandError.invalidArgument(link, expected: "a \(scheme):// link")
                    }
                    return .open(link)
                },
                CommandSpec("link", "print the link of this tab's screens", .printLink),
            ]
        }
        return CommandSet(specs)
    }

    /// The shell's action for `command`, or `nil` when the screen's view should have it. A
    /// name both declare (`open`) is the shell's when its arguments read as the shell's (a
    /// link), else the screen's (`open 2`, a row).
    func shellAction(for command: Command, screen: (any TerminalView)?) throws(CommandError) -> ShellAction? {
        let commands = shellCommands
        guard commands.knows(command.name) else { return nil }
        guard let screen, let own = screen.commands.first(where: { $0.name == command.name }) else {
            return try commands.action(for: command, on: ())
        }
        // Both take it (`open 2`, `open URL`): with nothing after it, say both forms.
        if command.arguments.isEmpty, let shell = commands.help.first(where: { $0.name == command.name }) {
            let forms = [own.usage, shell.usage].map {
                $0.split(separator: " ").dropFirst().joined(separator: " ")
            }
            throw .missingArgument(forms.joined(separator: " or "), usage: "\(own.usage) | \(shell.usage)")
        }
        return try? commands.action(for: command, on: ())
    }

    /// What Tab completes on the screen shown: its commands and the shell's, the tab names, and
    /// the links (up to their first parameter: `mosaic://profile/`).
    func completions() -> Completions {
        let usages = (navigator.top?.module.terminalView?.commands ?? []) + globalCommands
        var links: [String] = []
        for route in router?.routes ?? [] {
            let literal = route.pattern.split(separator: "/").prefix { !$0.hasPrefix("{") }
            let parameterised = literal.count < route.pattern.split(separator: "/").count
            let link =
                "\(router?.scheme ?? "")://" + literal.joined(separator: "/") + (parameterised ? "/" : "")
            if !links.contains(link) { links.append(link) }
        }
        return Completions(usages: usages.map(\.usage), values: ["URL": links])
    }
}
