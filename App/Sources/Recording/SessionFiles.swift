import ModuleKitCore
import Services
import TerminalUI
import WebHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `mosaic serve --record DIR --trace DIR` writes for each browser session: a recording and
/// a trace, each `session-N.jsonl` in its folder — numbered as sessions start, never named by a
/// session's cookie or token, which the files would then give away.
@MainActor
final class SessionFiles {
    private let options: ServeOptions
    private let directory: DataDirectory?
    private var started = 0

    init(options: ServeOptions, directory: DataDirectory?) {
        self.options = options
        self.directory = directory
    }

    /// A session's app was made: its recording and its trace start, as asked. A file that cannot
    /// be opened leaves that session unrecorded, with one line on standard error.
    func started(_ app: inout WebApp) {
        guard options.record != nil || options.trace != nil else { return }
        // The next number no file in either folder has: a server started again over the same
        // folders writes after the sessions it recorded before, never over them.
        var name: String
        repeat {
            started += 1
            name = "session-\(started).jsonl"
        } while [options.record, options.trace].contains { folder in
            folder.map { access($0 + "/" + name, F_OK) == 0 } ?? false
        }
        if let folder = options.record {
            do {
                try RecordedSetup.recorder(
                    writingTo: folder + "/" + name, directory: directory, latency: options.latency,
                    failing: options.failing, start: nil
                ).record(app.session)
            } catch {
                Terminal.writeError(error.lines.map { Sanitizer.sanitize($0) + "\n" }.joined())
            }
        }
        if let folder = options.trace {
            let tracing = Tracing(path: folder + "/" + name, modules: app.modules)
            do {
                try tracing.start()
                app.resources.append(tracing)
            } catch {
                Terminal.writeError("error: \(Sanitizer.sanitize(error.description))\n")
            }
        }
    }
}
