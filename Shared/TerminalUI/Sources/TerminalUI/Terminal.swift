import CommandLines

// `@preconcurrency` for `stdout`, a C global the C library keeps thread-safe itself.
#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Facts about the process's terminal that decide how output looks.
public enum Terminal {
    /// Whether standard output is a terminal (not a pipe or a file).
    public static var outputIsTerminal: Bool { isatty(1) == 1 }

    /// Whether standard input is a terminal: an interactive session rather than a script.
    public static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// How many columns the terminal on standard output has now (asked at each draw, so a
    /// resized window is honoured at the next one), else `$COLUMNS`, else `nil` (not a terminal:
    /// lines are never broken for a pipe or a file).
    public static var columns: Int? {
        guard outputIsTerminal else { return nil }
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment("COLUMNS").flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The value of an environment variable, or `nil` when it is not set.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Sends what was printed to standard output now (a prompt has no newline to do it).
    public static func flushOutput() {
        // Standard output only: flushing every stream would wait for standard input's lock,
        // which a thread reading a line (`BackgroundLines`) holds until the line is typed.
        fflush(stdout)
    }

    /// Writes `text` to standard error as it is, whole (callers add the newline).
    public static func writeError(_ text: String) {
        writeWhole(text, to: 2)
    }
}
