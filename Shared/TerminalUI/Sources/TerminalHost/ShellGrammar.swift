import ModuleKitCore
import TerminalUI

/// How a terminal session reads a command: as a step of the session — the screen's own
/// command, a link, back, a tab — or as one of the few the shell answers itself. A value: the
/// session's tabs and link scheme in, a reading out; tested without a terminal.
@MainActor
struct ShellGrammar {
    /// What a command asks.
    enum Reading {
        /// A step of the session.
        case step(HostInput)
        /// The list of commands.
        case help
        /// The link of the screens shown.
        case printLink
    }

    /// The session's tab names, in order.
    let tabs: [String]
    /// The scheme of the session's links, or `nil` when it has none.
    let scheme: String?

    /// The commands of every screen, declared once each (`quit` is the reader's: it ends the
    /// input).
    var commands: CommandSet<Void, Reading> {
        var specs = [CommandSpec<Void, Reading>("help", "list every command", needsContent: false, .help)]
        if tabs.count > 1 {
            specs.append(
                CommandSpec("tab \(tabs.joined(separator: "|"))", "switch tab") { [tabs] arguments, _ in
                    .step(
                        .selectTab(try arguments.choice("a tab name", of: tabs.enumerated().map { ($1, $0) }))
                    )
                })
        }
        specs += [
            CommandSpec("back", "go back one screen", .step(.back)),
            CommandSpec("close", "close this screen", .step(.back)),
        ]
        if let scheme {
            specs += [
                CommandSpec("open URL", "open a \(scheme):// link") { (arguments, _) throws -> Reading in
                    // A link, not a row number: the links read the rest when it opens.
                    let link = try arguments.word("URL")
                    guard link.contains("://") else {
                        throw CommandError.invalidArgument(link, expected: "a \(scheme):// link")
                    }
                    return .step(.open(link))
                },
                CommandSpec("link", "print the link of this tab's screens", .printLink),
            ]
        }
        return CommandSet(specs)
    }

    /// The help of every screen's commands, `quit` included.
    var help: [CommandHelp] { commands.help + [CommandHelp("quit", "leave (also exit, q, Ctrl-D)")] }

    /// What `command` asks, read against `top`'s screen as shown now. A name both declare
    /// (`open`) is the shell's when its arguments read as the shell's (a link), else the
    /// screen's (`open 2`, a row); with nothing after it, the error says both forms.
    func read(_ command: Command, on top: (any ModuleProtocol)?) throws -> Reading {
        let commands = self.commands
        if commands.knows(command.name) {
            guard let own = top?.terminalView?.commands.first(where: { $0.name == command.name }) else {
                return try commands.action(for: command, on: ())
            }
            if command.arguments.isEmpty, let shell = commands.help.first(where: { $0.name == command.name })
            {
                let forms = [own.usage, shell.usage].map {
                    $0.split(separator: " ").dropFirst().joined(separator: " ")
                }
                throw CommandError.missingArgument(
                    forms.joined(separator: " or "), usage: "\(own.usage) | \(shell.usage)")
            }
            if let reading = try? commands.action(for: command, on: ()) { return reading }
        }
        guard let top else { throw CommandError.unknownCommand(command.name) }
        return .step(.act(try top.requireTerminalView().prepare(command)))
    }

    /// What Tab completes on `screen`: its commands and the shell's, the tab names, and the
    /// links of `routes` up to their first parameter (`mosaic://profile/`).
    func completions(on screen: (any TerminalView)?, routes: [String]) -> Completions {
        var links: [String] = []
        for pattern in routes {
            let segments = pattern.split(separator: "/")
            let literal = segments.prefix { !$0.hasPrefix("{") }
            let link =
                "\(scheme ?? "")://" + literal.joined(separator: "/")
                + (literal.count < segments.count ? "/" : "")
            if !links.contains(link) { links.append(link) }
        }
        return Completions(usages: ((screen?.commands ?? []) + help).map(\.usage), values: ["URL": links])
    }
}
