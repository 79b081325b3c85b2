#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `line` and a line break to standard error, whole (a short write goes on).
func writeError(_ line: String) {
    writeWhole(line + "\n", to: 2)
}

/// Prints `error` as its one line (``CommandLineError/line``), naming `command`'s help when it
/// names none, and ends the process with status 2: how a program refuses its command line.
func refuse(_ error: CommandLineError, helpOf command: String) -> Never {
    var error = error
    if error.helpCommand == nil { error.helpCommand = command }
    writeError(error.line)
    exit(2)
}
