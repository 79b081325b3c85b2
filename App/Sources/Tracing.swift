import ModuleKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends the module system's trace to a file as JSON lines, while switched on.
@MainActor
final class Tracing {
    /// Where the trace goes; `nil` when tracing has nowhere to write (in-memory, no --trace).
    let path: String?
    private let modules: ModuleManager
    private var file: AppendOnlyFile?
    private var observation: Subscription?

    init(path: String?, modules: ModuleManager) {
        self.path = path
        self.modules = modules
    }

    var isOn: Bool { file != nil }

    /// Opens the file for appending (creating it owner-only) and starts recording.
    func start() throws(TracingError) {
        guard !isOn else { return }
        guard let path else { throw TracingError("there is no trace file: start mosaic with --trace FILE") }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw TracingError("cannot open trace file \(path): \(String(cString: strerror(errno)))")
        }
        let file = AppendOnlyFile(descriptor: descriptor)
        self.file = file
        observation = modules.observe { record in
            file.append(record.jsonLine + "\n")
        }
    }

    func stop() {
        observation?.cancel()
        observation = nil
        file = nil
    }
}

/// A file descriptor opened for appending, closed when released. Plain `write(2)` rather than
/// Foundation's `FileHandle`: the app then links FoundationEssentials only, and start-up does
/// not load Foundation, its internationalisation library and ICU (docs/PERFORMANCE.md).
private final class AppendOnlyFile {
    private let descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// Writes all of `text`, retrying short and interrupted writes; a failing disk drops the line
    /// (a trace must never stop the session).
    func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

struct TracingError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
