import Foundation

/// A `swift` command run as a child process, its output kept in temporary files (never pipes,
/// so a chatty command cannot block on a full pipe while another one is waited for).
struct SwiftCommand {
    /// What a finished command printed.
    struct Result {
        var status: Int32
        var output: Data
        var errors: String

        /// The first line of standard error that says "error", else the first line.
        var firstErrorLine: Substring {
            let lines = errors.split(separator: "\n")
            return lines.first { $0.contains("error") } ?? lines.first ?? ""
        }
    }

    private let process = Process()
    private let output: URL
    private let errors: URL

    /// Starts `swift ARGUMENTS…`.
    init(_ arguments: [String]) throws(PackageReader.Failure) {
        let folder = FileManager.default.temporaryDirectory
        output = folder.appendingPathComponent("depgraph-\(UUID().uuidString).out")
        errors = output.appendingPathExtension("err")
        do {
            for file in [output, errors] { try Data().write(to: file) }
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift"] + arguments
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            throw PackageReader.Failure("cannot run swift: \(error.localizedDescription)")
        }
    }

    /// Waits for the command to end and returns what it printed.
    func wait() -> Result {
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        return Result(
            status: process.terminationStatus, output: (try? Data(contentsOf: output)) ?? Data(),
            errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }
}
