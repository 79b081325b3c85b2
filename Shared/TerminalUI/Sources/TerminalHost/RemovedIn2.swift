import ModuleKitCore
import TerminalUI

// The spellings of TerminalHost 1.x that 2.0 removed, each kept unavailable with a message that
// says what to write instead: a shell's pace is its session's, a `HostSession.Pace`, and its
// links are the manager's.

extension TerminalShell {
    /// Unavailable: a shell's pace is its session's, ``HostSession/Pace``.
    @available(
        *, unavailable, message: "HostSession.Pace: .interactive, or .untilIdle where this said .waitForIdle"
    )
    public enum Pacing: Sendable, Hashable {
        case interactive, waitForIdle
        public static func detect() -> Pacing { fatalError() }
    }

    /// Unavailable: the shell's pace is its session's.
    @available(*, unavailable, message: "session.pace (a HostSession.Pace)")
    public var pacing: Pacing { fatalError() }

    /// Unavailable: say the pace as a ``HostSession/Pace``.
    @available(
        *, unavailable,
        message:
            "pass pace: HostSession.Pace — .interactive, or .untilIdle where this said .waitForIdle (.detect() picks one)"
    )
    public convenience init(
        navigator: Navigator, router: DeeplinkRouter? = nil, policy: ColorPolicy = .detect(),
        prompt: String? = nil, pacing: Pacing = .waitForIdle, scriptName: String? = nil
    ) { fatalError() }
}

extension TerminalShell {
    /// Unavailable: the shell reads the manager's links.
    @available(
        *, unavailable,
        message:
            "TerminalShell(navigator:policy:prompt:pace:scriptName:): the shell reads the manager's links (modules.links = links)"
    )
    public convenience init(
        navigator: Navigator, router: DeeplinkRouter?, policy: ColorPolicy = .detect(), prompt: String? = nil,
        pace: HostSession.Pace, scriptName: String? = nil
    ) { fatalError() }

    /// Unavailable: the links are the manager's.
    @available(*, unavailable, message: "navigator.modules.links, the app's Deeplinks")
    public var router: DeeplinkRouter? { fatalError() }
}

extension TerminalDemo {
    /// Unavailable: say the pace as a ``HostSession/Pace``.
    @available(*, unavailable, message: "pass pace: .detect() (a HostSession.Pace)")
    public convenience init(
        modules: ModuleManager, root: any BuildContext, policy: ColorPolicy = .detect(),
        pacing: TerminalShell.Pacing = .detect()
    ) { fatalError() }
}
