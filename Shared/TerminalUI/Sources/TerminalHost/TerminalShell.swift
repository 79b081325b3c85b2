import ModuleKit
import TerminalUI

/// A terminal session of an app: reads lines, reads each as a step of the session
/// (``HostSession/step(_:)``: the screen's command, a link, back, a tab) and prints what it
/// shows — the screen, "⋯ loading", each failure as one `error:` line on standard error. It
/// answers `help` and `link` itself and decides nothing else. The app and every demo run in it.
///
/// ```swift
/// let shell = TerminalShell(navigator: navigator, router: router, prompt: "mosaic> ", pacing: .interactive)
/// try navigator.start()
/// await shell.run(input: StandardInput())
/// ```
@MainActor
public final class TerminalShell {
    /// The session the shell drives: its steps, its failures, its link.
    public let session: HostSession
    let policy: ColorPolicy
    let prompt: String?
    /// Whether commands wait for the modules' work to end.
    public let pacing: Pacing
    /// What the shell decides: when and how a screen is drawn, where the session is.
    var decisions: ShellDecisions
    /// The line editor of an interactive session on a terminal, while it runs: it draws the
    /// prompt and the line being typed, which come off the screen while the session prints.
    var editor: LineEditorInput?

    /// Whether any command failed.
    public var failed: Bool { decisions.errors > 0 }
    /// What the last step or change showed: what the shell draws, and reads the next command
    /// against (the screen on top's commands) — never the navigator itself.
    var shown: ShownScreens? { session.shown }

    /// When commands are handled relative to the modules' work.
    public enum Pacing: Sendable, Hashable {
        /// Each command as it arrives, on a thread of its own, while loads run (`back` during a
        /// slow load answers at once); screens are drawn again as work ends.
        case interactive
        /// Each command after the work of the one before has ended: reproducible scripts.
        case waitForIdle

        /// Interactive when standard input is a terminal, else waiting for idle.
        public static func detect() -> Pacing { Terminal.inputIsTerminal ? .interactive : .waitForIdle }
    }

    /// A shell over `navigator`. With a `router`, every screen starts with the link of its
    /// stack and `open URL` and `link` work; `prompt` is shown before each line read; a
    /// `scriptName` starts each error with the script's name and line.
    public init(
        navigator: Navigator, router: DeeplinkRouter? = nil, policy: ColorPolicy = .detect(),
        prompt: String? = nil, pacing: Pacing = .waitForIdle, scriptName: String? = nil
    ) {
        session = HostSession(
            navigator: navigator, router: router, pace: pacing == .interactive ? .interactive : .untilIdle)
        self.policy = policy
        self.prompt = prompt
        self.pacing = pacing
        decisions = ShellDecisions(scriptName: scriptName)
    }

    /// The navigator whose visible screen the shell shows.
    public var navigator: Navigator { session.navigator }
    /// The links the shell opens and prints (`open URL`, `link`); `nil` when the session has none.
    public var router: DeeplinkRouter? { session.router }

    /// The commands that work on every screen of this session.
    public var globalCommands: [CommandHelp] { grammar.help }

    /// Shows `message` once, under the next screen.
    public func post(_ message: String) {
        handle(.noticePosted(message))
    }

    /// Reports an error as one line on standard error.
    public func report(_ error: Any) {
        handle(.errorReported(String(describing: error)))
    }

    /// Runs one command as a step and reports what it failed; returns what the step showed, or
    /// `nil` for a command the shell answered itself or could not read (reported).
    @discardableResult
    public func perform(_ command: Command) async -> ShownScreens? {
        // A shell driven without `run` (a test) takes what is shown before its first command.
        if shown == nil { handleChange() }
        guard let input = input(for: command) else { return nil }
        let shown = await session.step(input)
        for failure in shown.failures { report(failure) }
        return shown
    }

    /// Takes what is shown now that something changed (a load ended, a link's screen failed to
    /// load, the session started) and reports what failed meanwhile.
    func handleChange() {
        for failure in session.handleChange().failures { report(failure) }
    }

    /// The step `command` asks for, or `nil` for a command the shell answered itself (help,
    /// link) or could not read (reported).
    private func input(for command: Command) -> HostInput? {
        do {
            switch try grammar.read(command, on: shown?.topmost?.module) {
            case .step(let input): return input
            case .help: showHelp()
            case .printLink: print(shown?.link ?? "")
            }
            handle(.printedBelow)
            // Piped output is buffered: a session that goes on shows it now, as it does screens.
            Terminal.flushOutput()
        } catch {
            report(error)
        }
        return nil
    }

    /// How the session's commands read.
    var grammar: ShellGrammar { ShellGrammar(tabs: navigator.tabs.map(\.name), scheme: router?.scheme) }
}
