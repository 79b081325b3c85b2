import CommandLines

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the app writes lines to — a trace, a recording — created readable by its owner only
/// (they hold what a person did), closed when released. Plain `write(2)` rather than
/// Foundation's `FileHandle`: the app then links FoundationEssentials only, and start-up does not
/// load Foundation, its internationalisation library and ICU (docs/PERFORMANCE.md).
final class OutputFile {
    private let descriptor: Int32

    /// Opens `path` to append to it (`appending`), or empties it; throws the reason it cannot.
    init(path: String, appending: Bool) throws(OutputFileError) {
        let opened = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC), 0o600)
        // Refused before the descriptor is stored: a file that never opened is never closed.
        guard opened >= 0 else { throw OutputFileError(reason: String(cString: strerror(errno))) }
        descriptor = opened
    }

    deinit { close(descriptor) }

    /// Writes all of `text` (CommandLines' `writeWhole`: short and interrupted writes go on); a
    /// failing disk drops the line (a trace or a recording must never stop the session).
    func write(_ text: String) {
        writeWhole(text, to: descriptor)
    }
}

/// Why an output file cannot be opened, as the system says it.
struct OutputFileError: Error {
    let reason: String
}
