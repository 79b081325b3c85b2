import ModuleKit
import Services
import TerminalUI

/// A session: shows the current screen, reads commands, runs the global ones (tabs, back,
/// links) and hands the rest to the module on screen. Every error is one `error:` line on
/// standard error; the screen stays as it was and the session goes on.
@MainActor
final class Shell {
    let navigator: Navigator
    let router: DeeplinkRouter
    private let policy: ColorPolicy
    private let interactive: Bool
    private var notice: String?
    private let onLeaks: ([LeakReport]) -> Void
    /// Whether any command failed.
    private(set) var failed = false

    static let globalCommands = [
        CommandHelp("help", "list every command"),
        CommandHelp("tab feed|likes|me|settings", "switch tab"),
        CommandHelp("back", "go back one screen"),
        CommandHelp("close", "close this screen"),
        CommandHelp("open URL", "open a mosaic:// link"),
        CommandHelp("link", "print the link of this tab's screens"),
        CommandHelp("quit", "leave mosaic"),
    ]

    init(
        navigator: Navigator, router: DeeplinkRouter, policy: ColorPolicy, interactive: Bool,
        onLeaks: @escaping ([LeakReport]) -> Void
    ) {
        self.navigator = navigator
        self.router = router
        self.policy = policy
        self.interactive = interactive
        self.onLeaks = onLeaks
    }

    /// Shows `message` once, under the next screen.
    func post(_ message: String) {
        notice = message
    }

    /// Reports an error as one line on standard error.
    func report(_ error: Any) {
        failed = true
        Terminal.writeError("error: \(Sanitizer.sanitize(String(describing: error)))\n")
    }

    // MARK: The session

    /// Shows the first screen, then runs commands from `input` until it ends or `quit`.
    func run(input: some LineSource) async {
        await settle()
        show()
        var commands = CommandReader(input, prompt: interactive ? "mosaic> " : nil) { [unowned self] in
            report($0)
        }
        while let command = commands.next() {
            let changed = await perform(command)
            await settle()
            if changed { show() }
        }
    }

    /// Runs one command; returns whether the screen should be shown again.
    func perform(_ command: Command) async -> Bool {
        do {
            switch command.name {
            case "help":
                try command.expectArguments(atMost: 0)
                showHelp()
                return false
            case "tab":
                try command.expectArguments(atMost: 1)
                let name = try command.argument(0, named: "a tab name")
                guard let index = navigator.tabIndex(named: name) else {
                    throw CommandError.invalidArgument(name, expected: "feed, likes, me or settings")
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
            case "open" where command.arguments.first?.contains("://") ?? true:
                // `open URL` is global; `open N` (a row number) belongs to the screen.
                try command.expectArguments(atMost: 1)
                try open(try command.argument(0, named: "URL"))
            case "link":
                try command.expectArguments(atMost: 0)
                print(try currentLink())
                return false
            default:
                guard let top = navigator.top else { return false }
                try await top.module.view.handle(command)
            }
            return true
        } catch {
            report(error)
            return false
        }
    }

    /// Opens a link: one that begins with a tab's root selects that tab and rebuilds its stack
    /// from the link; any other is pushed onto the current tab.
    func open(_ text: String) throws {
        let contexts = try router.resolve(text)
        let first = (contexts.first as? any DeeplinkConvertible)?.deeplinkSegments.first
        if let tab = navigator.tabs.firstIndex(where: { Self.rootSegment(of: $0) == first }) {
            try navigator.setStack(contexts, ofTab: tab)
        } else {
            try navigator.push(all: contexts)
        }
    }

    /// The link of the current tab's whole stack.
    func currentLink() throws -> String {
        try router.link(for: navigator.contexts(ofTab: navigator.selectedTab)).description
    }

    /// The link of tab `index`'s stack, or `nil` before the tab was first shown.
    func link(ofTab index: Int) -> String? {
        let contexts = navigator.contexts(ofTab: index)
        guard !contexts.isEmpty else { return nil }
        return try? router.link(for: contexts).description
    }

    static func rootSegment(of tab: Tab) -> String? {
        (tab.root as? any DeeplinkConvertible)?.deeplinkSegments.first
    }

    private func settle() async {
        let leaks = await navigator.modules.settle()
        if !leaks.isEmpty { onLeaks(leaks) }
    }

    // MARK: Printing

    /// Prints the screen: the stack's link, the tab bar, the module's screen, its commands.
    func show() {
        guard let top = navigator.top else { return }
        var screen = Screen()
        screen.line((try? currentLink()) ?? "mosaic://", style: .dim)
        screen.tabBar(navigator.tabs.map(\.name), selected: navigator.selectedTab)
        screen.blank()
        screen.append(top.module.view.screen())
        if let notice {
            screen.blank()
            screen.line(notice, style: .warning)
            self.notice = nil
        }
        screen.blank()
        let usages = top.module.view.commands.map(\.usage) + ["help"]
        screen.line("commands: " + usages.joined(separator: " · "), style: .dim)
        print(screen.render(policy))
    }

    private func showHelp() {
        var screen = Screen(title: "Help")
        screen.commands(navigator.top?.module.view.commands ?? [], heading: "This screen")
        screen.commands(Self.globalCommands, heading: "Everywhere")
        print(screen.render(policy))
    }
}
