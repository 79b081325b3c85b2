#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file `mosaic --record FILE` writes, a line at a time as each step is recorded: created
/// (or emptied) readable by its owner only — it holds what a person typed and their data.
final class RecordingFile {
    private let descriptor: Int32
    let path: String

    /// Opens `path` for a new recording, or says why it cannot.
    init(path: String) throws(StartFailure) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StartFailure(
                status: 2, "error: cannot open recording \(path): \(String(cString: strerror(errno)))")
        }
        self.path = path
    }

    deinit { close(descriptor) }

    /// Appends `line` (its newline included) — all of it, or as much as the disk takes.
    func write(_ line: String) {
        var bytes = Array(line.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
