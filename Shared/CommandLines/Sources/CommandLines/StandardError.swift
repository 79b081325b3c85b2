#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `line` and a line break to standard error, whole (a short write goes on).
func writeError(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    bytes.withUnsafeMutableBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// Prints `error` as its one line (``CommandLineError/line``), naming `command`'s help when it
/// names none, and ends the process with status 2: how a program refuses its command line.
func refuse(_ error: CommandLineError, helpOf command: String) -> Never {
    var error = error
    if error.helpCommand == nil { error.helpCommand = command }
    writeError(error.line)
    exit(2)
}
