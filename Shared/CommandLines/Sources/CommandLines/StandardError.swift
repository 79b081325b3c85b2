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

/// Prints `error` as one `error:` line naming `program`'s help (`see 'mosaic serve --help'`) and
/// ends the process with status 2: how every program refuses its command line.
func refuse(_ error: CommandLineError, helpOf program: String) -> Never {
    writeError("error: \(error.description) (see '\(program) --help')")
    exit(2)
}
