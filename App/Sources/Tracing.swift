import Foundation
import ModuleKit

/// Appends the module system's trace to a file as JSON lines, while switched on.
@MainActor
final class Tracing {
    /// Where the trace goes; `nil` when tracing has nowhere to write (in-memory, no --trace).
    let path: String?
    private let modules: ModuleManager
    private var handle: FileHandle?

    init(path: String?, modules: ModuleManager) {
        self.path = path
        self.modules = modules
    }

    var isOn: Bool { handle != nil }

    /// Opens the file for appending (creating it owner-only) and starts recording.
    func start() throws(TracingError) {
        guard !isOn else { return }
        guard let path else { throw TracingError("there is no trace file: start mosaic with --trace FILE") }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw TracingError("cannot open trace file \(path): \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        self.handle = handle
        modules.trace = JSONLinesTraceWriter { line in handle.write(Data(line.utf8)) }
    }

    func stop() {
        modules.trace = nil
        try? handle?.close()
        handle = nil
    }
}

struct TracingError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
