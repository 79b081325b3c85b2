import ModuleKitCore
import ModuleKitRecording

/// Appends the module system's trace to a file as JSON lines, while switched on.
@MainActor
final class Tracing {
    /// Where the trace goes; `nil` when tracing has nowhere to write (in-memory, no --trace).
    let path: String?
    private let modules: ModuleManager
    private var file: OutputFile?
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
        let file: OutputFile
        do {
            file = try OutputFile(path: path, appending: true)
        } catch {
            throw TracingError("cannot open trace file \(path): \(error.reason)")
        }
        self.file = file
        observation = modules.observe { record in
            file.write(record.jsonLine + "\n")
        }
    }

    func stop() {
        observation?.cancel()
        observation = nil
        file = nil
    }
}

struct TracingError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
