import TerminalUI

/// Runs one feature alone in the terminal, for its `<name>-demo` executable: shows its screen,
/// reads commands line by line, prints the screen after each and every event it emits.
///
/// Global commands: `help`, `back` (pops a screen the demo's listeners pushed), `quit`.
/// Everything else goes to the module on screen. Errors are one `error:` line on stderr; the
/// session goes on. Returns the exit status: 0, or 1 when a command failed.
///
/// ```swift
/// let modules = ModuleManager()
/// try modules.register(FeedFeature.builder(dependencies))
/// exit(await DemoRunner(modules: modules, root: FeedContext(source: .home, routingContext: "demo")).run())
/// ```
@MainActor
public final class DemoRunner {
    /// The navigator the demo shows, for listeners that route between the feature's screens.
    public let navigator: Navigator
    private let policy: ColorPolicy
    private var failed = false

    public init(modules: ModuleManager, root: any BuildContext, policy: ColorPolicy = .detect()) {
        navigator = Navigator(modules: modules, tabs: [Tab(name: "demo", root: root)])
        self.policy = policy
        modules.listenToAll { event, source in
            print("event: \(source.id) \(Sanitizer.sanitize(String(describing: event)))")
        }
    }

    /// Reads commands from `input` until it ends or `quit`; returns the exit status.
    public func run(input: some LineSource = StandardInput()) async -> Int32 {
        do {
            try navigator.start()
        } catch {
            report(error)
            return 1
        }
        await settle()
        show()
        showHelp()
        var commands = CommandReader(input) { [unowned self] in report($0) }
        while let command = commands.next() {
            await perform(command)
            await settle()
            show()
        }
        return failed ? 1 : 0
    }

    private func perform(_ command: Command) async {
        do {
            switch command.name {
            case "help":
                showHelp()
                return
            case "back": try navigator.back()
            default:
                guard let top = navigator.top else { return }
                try await top.module.view.handle(command)
            }
        } catch {
            report(error)
        }
    }

    private func settle() async {
        for leak in await navigator.modules.settle() { report(leak) }
    }

    private func show() {
        guard let top = navigator.top else { return }
        print(top.module.view.screen().render(policy))
    }

    private func showHelp() {
        var screen = Screen(title: "Help")
        screen.commands(
            (navigator.top?.module.view.commands ?? [])
                + [
                    CommandHelp("help", "this list"), CommandHelp("back", "go back"),
                    CommandHelp("quit", "leave"),
                ])
        print(screen.render(policy), terminator: "")
    }

    private func report(_ error: Any) {
        failed = true
        Terminal.writeError("error: \(Sanitizer.sanitize(String(describing: error)))\n")
    }
}
