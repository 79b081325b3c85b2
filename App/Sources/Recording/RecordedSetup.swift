import Domain
import ModuleKitCore
import ModuleKitRecording
import Services

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a recording of mosaic keeps to run the session again the same way, in its header's
/// `setup`: the data it ran on — the sample data in memory, or the data directory's files as
/// they were at the start, copied in — the latency, the services made to fail, and the link it
/// started on.
enum RecordedSetup {
    /// The files of a data directory a session reads: likes (and the likes saved since in their
    /// journal), follows, settings.
    static let files = ["likes.json", "likes.journal", "follows.json", "settings.json"]

    /// A recorder of a session on `directory` under `latency`, with the services `failing` made
    /// to fail, starting at `start`, writing to the file at `path` (emptied first; status 2 when
    /// it cannot be opened).
    @MainActor
    static func recorder(
        writingTo path: String, directory: DataDirectory?, latency: ServiceLatency, failing: Set<ServiceName>,
        start: String?
    )
        throws(StartFailure) -> SessionRecorder
    {
        let file: OutputFile
        do {
            file = try OutputFile(path: path, appending: false)
        } catch {
            throw StartFailure(status: 2, "error: cannot open recording \(path): \(error.reason)")
        }
        return SessionRecorder(
            app: "mosaic", version: "mosaic " + MosaicCommand.version,
            setup: setup(directory: directory, latency: latency, failing: failing, start: start),
            write: file.write)
    }

    /// The setup of a session on `directory` (`nil`: in memory) under `latency`, with the services
    /// `failing` made to fail, starting at `start`.
    static func setup(
        directory: DataDirectory?, latency: ServiceLatency, failing: Set<ServiceName>, start: String?
    ) -> [String: String] {
        var setup = ["data": directory == nil ? "sample" : "files"]
        if let directory {
            for name in files {
                if let data = FileManager.default.contents(atPath: directory.file(name)) {
                    setup["file " + name] = String(decoding: data, as: UTF8.self)
                }
            }
        }
        if !latency.isNone { setup["latency"] = latency.text }
        if !failing.isEmpty { setup["fail"] = ServiceName.text(failing) }
        if let start { setup["start"] = start }
        return setup
    }

    /// Services on the data `setup` names — the sample data, or its files written to a folder of
    /// their own (removed by `cleanUp`) — failing where it says, or why they cannot be made.
    static func services(for setup: [String: String]) throws(StartFailure) -> (
        ServiceBundle, cleanUp: () -> Void
    ) {
        var failing: Set<ServiceName> = []
        if let names = setup["fail"] {
            guard let named = ServiceName.list(names) else {
                throw StartFailure(
                    status: 2,
                    "error: the recording makes services fail that mosaic does not have ('\(names)')")
            }
            failing = named
        }
        let (services, cleanUp) = try data(for: setup)
        return (services.failing(failing), cleanUp)
    }

    /// Services on the data `setup` names, and what removes the folder made for them.
    private static func data(for setup: [String: String]) throws(StartFailure) -> (
        ServiceBundle, cleanUp: () -> Void
    ) {
        switch setup["data"] {
        case "sample": return (.inMemory(), {})
        case "files":
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "mosaic-replay-\(UUID().uuidString)"
            ).path
            let cleanUp = { _ = try? FileManager.default.removeItem(atPath: folder) }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for name in files {
                    guard let text = setup["file " + name] else { continue }
                    guard
                        FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
                    else { throw StartFailure(status: 2, "error: cannot write \(folder)/\(name)") }
                }
                return (try ServiceBundle.live(directory: DataDirectory(path: folder)), cleanUp)
            } catch let failure as StartFailure {
                cleanUp()
                throw failure
            } catch {
                cleanUp()
                throw StartFailure(status: 1, "error: the recording's data cannot be read: \(error)")
            }
        default:
            throw StartFailure(
                status: 2, "error: the recording names no data mosaic knows ('data' is sample or files)")
        }
    }
}
