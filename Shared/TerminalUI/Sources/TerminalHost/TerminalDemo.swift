import ModuleKitCore
import TerminalUI

/// Runs one feature alone in the terminal, for its `<name>-demo` executable: the feature's
/// screen in a ``TerminalShell`` with one tab, every event it emits printed as it happens.
///
/// ```swift
/// let modules = ModuleManager()
/// try modules.register(FeedFeature.builder(dependencies))
/// let demo = TerminalDemo(modules: modules, root: FeedContext(source: .home, routingContext: "demo"), pace: .detect())
/// exit(await demo.run())
/// ```
@MainActor
public final class TerminalDemo {
    /// The navigator the demo shows, for listeners that route between the feature's screens.
    public let navigator: Navigator
    /// The shell the demo runs in.
    public let shell: TerminalShell
    /// Reports each leak the manager finds as an error of the session.
    private var leaks: Subscription?
    /// Prints each event a module emits.
    private var events: Subscription?

    /// A demo of the module built from `root`, at `pace`: `.detect()` is interactive (commands
    /// handled while loads run) when standard input is a terminal, else each command waits for
    /// the work of the one before.
    public init(
        modules: ModuleManager, root: any BuildContext, policy: ColorPolicy = .detect(),
        pace: HostSession.Pace
    ) {
        navigator = Navigator(modules: modules, tabs: [Tab(name: "demo", root: root)])
        shell = TerminalShell(
            navigator: navigator, policy: policy, prompt: pace == .interactive ? "> " : nil, pace: pace)
        leaks = modules.observe([.leak]) { [unowned shell] record in shell.report(record.summary) }
        events = modules.observe([.event]) { record in
            print("event: \(record.module ?? "?") \(Sanitizer.sanitize(record.summary))")
        }
        shell.post(DemoArguments.eventLines)
    }

    /// Shows the feature and reads commands from `input` until it ends or `quit`; returns the
    /// exit status: 0, or 1 when a command failed.
    public func run(input: some LineSource & Sendable = StandardInput()) async -> Int32 {
        do {
            try navigator.start()
        } catch {
            shell.report(error)
            return 1
        }
        await shell.run(input: input)
        return shell.failed ? 1 : 0
    }
}
