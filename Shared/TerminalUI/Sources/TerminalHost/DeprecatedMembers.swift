import ModuleKitCore
import TerminalUI

// Members that TerminalUI 1.0 released and 1.1 replaced: each still works, deprecated with a
// message that names its replacement, and goes at the next major version.

extension TerminalShell {
    /// Deprecated: a shell's pace is its session's, ``HostSession/Pace``.
    @available(
        *, deprecated, message: "HostSession.Pace: .interactive, or .untilIdle where this said .waitForIdle"
    )
    public enum Pacing: Sendable, Hashable {
        /// Each command as it arrives, while loads run.
        case interactive
        /// Each command after the work of the one before has ended.
        case waitForIdle

        /// Interactive when standard input is a terminal, else waiting for idle.
        public static func detect() -> Pacing { Terminal.inputIsTerminal ? .interactive : .waitForIdle }

        /// The session's pace it stands for.
        var pace: HostSession.Pace { self == .interactive ? .interactive : .untilIdle }
    }

    /// Deprecated: the shell's pace is its session's.
    @available(*, deprecated, message: "session.pace (a HostSession.Pace)")
    public var pacing: Pacing { session.pace == .interactive ? .interactive : .waitForIdle }

    /// Deprecated: say the pace as a ``HostSession/Pace``.
    @available(
        *, deprecated,
        message:
            "pass pace: HostSession.Pace — .interactive, or .untilIdle where this said .waitForIdle (.detect() picks one)"
    )
    public convenience init(
        navigator: Navigator, router: DeeplinkRouter? = nil, policy: ColorPolicy = .detect(),
        prompt: String? = nil, pacing: Pacing = .waitForIdle, scriptName: String? = nil
    ) {
        self.init(
            navigator: navigator, router: router, policy: policy, prompt: prompt, pace: pacing.pace,
            scriptName: scriptName)
    }
}

extension TerminalDemo {
    /// Deprecated: say the pace as a ``HostSession/Pace``.
    @available(*, deprecated, message: "pass pace: .detect() (a HostSession.Pace)")
    public convenience init(
        modules: ModuleManager, root: any BuildContext, policy: ColorPolicy = .detect(),
        pacing: TerminalShell.Pacing = .detect()
    ) {
        self.init(modules: modules, root: root, policy: policy, pace: pacing.pace)
    }
}
