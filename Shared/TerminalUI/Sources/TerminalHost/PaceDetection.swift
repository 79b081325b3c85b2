import ModuleKitCore
import TerminalUI

extension HostSession.Pace {
    /// Interactive when standard input is a terminal (a person types), else until idle (a
    /// script or a pipe, whose runs must repeat).
    public static func detect() -> HostSession.Pace { Terminal.inputIsTerminal ? .interactive : .untilIdle }
}
