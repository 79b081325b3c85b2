#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's raw mode: keys arrive one by one, unechoed, Ctrl-C as a key; output is
/// untouched (a newline still starts a new line). A process ended by a signal while a line is
/// read (`kill`, a closed window) puts the terminal back first: the shell it returns to works.
enum RawMode {
    /// The settings to put back, for the signal handler: set once, before it is installed.
    nonisolated(unsafe) private static var settingsToRestore: UnsafeMutablePointer<termios>?

    /// Switches standard input to raw mode and returns the settings to restore, or `nil`
    /// when it is not a terminal.
    static func enter() -> termios? {
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return nil }
        if settingsToRestore == nil {
            let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
            pointer.initialize(to: saved)
            settingsToRestore = pointer
            for signal in [SIGTERM, SIGHUP, SIGQUIT] { _ = installHandler(signal, restoreAndDie) }
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        tcsetattr(0, TCSANOW, &raw)
        return saved
    }

    /// Puts back the settings `enter()` returned.
    static func restore(_ saved: termios?) {
        guard var saved else { return }
        tcsetattr(0, TCSANOW, &saved)
    }

    /// The handler of the signals that end the process: the terminal's settings back (both
    /// calls are safe in a handler), then the signal's own ending.
    private static let restoreAndDie: @convention(c) (Int32) -> Void = { signal in
        if let settings = RawMode.settingsToRestore { tcsetattr(0, TCSANOW, settings) }
        _ = installHandler(signal, SIG_DFL)
        raise(signal)
    }
}

/// `signal(2)`, named apart from the loop variables that hold signal numbers.
private func installHandler(
    _ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?
) -> (@convention(c) (Int32) -> Void)? {
    signal(number, handler)
}
