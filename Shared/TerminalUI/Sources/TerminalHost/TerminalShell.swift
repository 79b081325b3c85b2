import ModuleKit
import TerminalUI

/// A terminal session over a navigator: shows the screen on top, reads commands, runs the
/// global ones (help, tabs, back, close, links) and hands the rest to the module on screen.
/// Every error is one `error:` line on standard error; the screen stays as it was and the
/// session goes on. The app and every feature's demo run in this one shell.
///
/// ```swift
/// let shell = TerminalShell(navigator: navigator, router: router, prompt: "mosaic> ")
/// try navigator.start()
/// await shell.run(input: StandardInput())
/// ```
@MainActor
public final class TerminalShell {
    /// The navigator whose visible screen the shell shows.
    public let navigator: Navigator
    /// The links the shell opens and prints (`open URL`, `link`); `nil` when the session has none.
    public let router: DeeplinkRouter?
    private let policy: ColorPolicy
    private let prompt: String?
    private var notice: String?
    private var reportedFailure: (module: ModuleID, failure: String)?
    /// Called with the leaks found after each command.
    public var onLeaks: ([LeakReport]) -> Void = { _ in }
    /// Called after each command has run and the screen was shown (to save the session).
    public var afterEachCommand: () -> Void = {}
    /// Whether any command failed.
    public private(set) var failed = false

    /// A shell over `navigator`. With a `router`, every screen starts with the link of the
    /// tab's stack and `open URL` and `link` work; `prompt` is shown before each line read.
    public init(
        navigator: Navigator, router: DeeplinkRouter? = nil, policy: ColorPolicy = .detect(),
        prompt: String? = nil
    ) {
        self.navigator = navigator
        self.router = router
        self.policy = policy
        self.prompt = prompt
    }

    /// The commands that work on every screen of this session.
    public var globalCommands: [CommandHelp] {
        var commands = [CommandHelp("help", "list every command")]
        if navigator.tabs.count > 1 {
            commands.append(
                CommandHelp("tab \(navigator.tabs.map(\.name).joined(separator: "|"))", "switch tab"))
        }
        commands += [CommandHelp("back", "go back one screen"), CommandHelp("close", "close this screen")]
        if let router {
            commands += [
                CommandHelp("open URL", "open a \(router.scheme):// link"),
                CommandHelp("link", "print the link of this tab's screens"),
            ]
        }
        commands.append(CommandHelp("quit", "leave"))
        return commands
    }

    /// Shows `message` once, under the next screen.
    public func post(_ message: String) {
        notice = message
    }

    /// Reports an error as one line on standard error.
    public func report(_ error: Any) {
        failed = true
        Terminal.writeError("error: \(Sanitizer.sanitize(String(describing: error)))\n")
    }

    // MARK: The session

    /// Shows the first screen, then runs commands from `input` until it ends or `quit`.
    public func run(input: some LineSource) async {
        await settle()
        show()
        var commands = CommandReader(input, prompt: prompt) { [unowned self] in report($0) }
        while let command = commands.next() {
            let changed = await perform(command)
            await settle()
            if changed { show() }
            afterEachCommand()
        }
    }

    /// Runs one command; returns whether the screen should be shown again.
    public func perform(_ command: Command) async -> Bool {
        do {
            switch command.name {
            case "help":
                try command.expectArguments(atMost: 0)
                showHelp()
                return false
            case "tab" where navigator.tabs.count > 1:
                try command.expectArguments(atMost: 1)
                let name = try command.argument(0, named: "a tab name")
                guard let index = navigator.tabIndex(named: name) else {
                    throw CommandError.invalidArgument(
                        name, expected: Self.choice(navigator.tabs.map(\.name)))
                }
                try navigator.select(tab: index)
            case "back":
                try command.expectArguments(atMost: 0)
                try navigator.back()
            case "close":
                try command.expectArguments(atMost: 0)
                guard let top = navigator.top, navigator.close(top.id) != .refusedAtTabRoot else {
                    throw NavigationError.atRoot
                }
            case "open" where router != nil && (command.arguments.first?.contains("://") ?? true):
                // `open URL` is global; `open N` (a row number) belongs to the screen.
                try command.expectArguments(atMost: 1)
                try open(try command.argument(0, named: "URL"))
            case "link" where router != nil:
                try command.expectArguments(atMost: 0)
                print(try currentLink())
                return false
            default:
                guard let top = navigator.top else { return false }
                try await top.module.requireTerminalView().handle(command)
            }
            return true
        } catch {
            report(error)
            return false
        }
    }

    /// Opens a link: one that begins with a tab's root selects that tab and rebuilds its stack
    /// from the link; any other is pushed onto the current tab.
    public func open(_ text: String) throws {
        guard let router else { throw TerminalHostError.noLinks }
        let contexts = try router.resolve(text)
        let first = (contexts.first as? any DeeplinkConvertible)?.deeplinkSegments.first
        if let tab = navigator.tabs.firstIndex(where: { Self.rootSegment(of: $0) == first }) {
            try navigator.setStack(contexts, ofTab: tab)
        } else {
            try navigator.push(all: contexts)
        }
    }

    /// The link of the current tab's whole stack.
    public func currentLink() throws -> String {
        guard let router else { throw TerminalHostError.noLinks }
        return try router.link(for: navigator.contexts(ofTab: navigator.selectedTab)).description
    }

    /// The link of tab `index`'s stack, or `nil` before the tab was first shown.
    public func link(ofTab index: Int) -> String? {
        let contexts = navigator.contexts(ofTab: index)
        guard let router, !contexts.isEmpty else { return nil }
        return try? router.link(for: contexts).description
    }

    private static func rootSegment(of tab: Tab) -> String? {
        (tab.root as? any DeeplinkConvertible)?.deeplinkSegments.first
    }

    private static func choice(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// Lets the modules load, reports leaks, and reports once that the screen on top could not
    /// load what it shows.
    private func settle() async {
        let leaks = await navigator.modules.settle()
        if !leaks.isEmpty { onLeaks(leaks) }
        guard let top = navigator.top, let failure = top.module.loadFailure else { return }
        if reportedFailure?.module != top.id || reportedFailure?.failure != failure {
            reportedFailure = (top.id, failure)
            report(failure)
        }
    }

    // MARK: Printing

    /// Prints the screen: the stack's link and the tab bar (when the session has them), the
    /// module's screen, its commands.
    public func show() {
        guard let top = navigator.top else { return }
        var screen = Screen()
        if let router {
            screen.line((try? currentLink()) ?? "\(router.scheme)://", style: .dim)
        }
        if navigator.tabs.count > 1 {
            screen.tabBar(navigator.tabs.map(\.name), selected: navigator.selectedTab)
        }
        if router != nil || navigator.tabs.count > 1 { screen.blank() }
        let view = top.module.terminalView
        if let view {
            screen.append(view.screen())
        } else {
            screen.line(TerminalHostError.notDrawable(String(describing: type(of: top.module))).description)
        }
        if let notice {
            screen.blank()
            screen.line(notice, style: .warning)
            self.notice = nil
        }
        screen.blank()
        let usages = (view?.commands ?? []).map(\.usage) + ["help"]
        screen.line("commands: " + usages.joined(separator: " · "), style: .dim)
        print(screen.render(policy))
    }

    private func showHelp() {
        var screen = Screen(title: "Help")
        screen.commands(navigator.top?.module.terminalView?.commands ?? [], heading: "This screen")
        screen.commands(globalCommands, heading: "Everywhere")
        print(screen.render(policy))
    }
}
