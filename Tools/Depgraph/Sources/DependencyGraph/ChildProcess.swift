import Foundation

/// A command (`swift`, `git`) run as a child process, its output and errors kept in temporary
/// files (never pipes, so a chatty command cannot block on a full pipe while the other one is
/// read or the command is waited for).
public struct ChildProcess {
    /// What a finished command printed.
    public struct Result {
        /// Its exit status.
        public var status: Int32
        /// What it wrote to standard output.
        public var output: Data
        /// What it wrote to standard error.
        public var errors: String

        /// The first line of standard error that says "error", else the first line.
        public var firstErrorLine: Substring {
            let lines = errors.split(separator: "\n")
            return lines.first { $0.contains("error") } ?? lines.first ?? ""
        }
    }

    private let process = Process()
    private let output: URL
    private let errors: URL

    /// Starts `TOOL ARGUMENTS…`, the tool found on the `PATH`.
    public init(_ tool: String, _ arguments: [String]) throws(PackageReader.Failure) {
        let folder = FileManager.default.temporaryDirectory
        output = folder.appendingPathComponent("depgraph-\(UUID().uuidString).out")
        errors = output.appendingPathExtension("err")
        do {
            for file in [output, errors] { try Data().write(to: file) }
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [tool] + arguments
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            throw PackageReader.Failure("cannot run \(tool): \(error.localizedDescription)")
        }
    }

    /// Waits for the command to end and returns what it printed.
    public func wait() -> Result {
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
