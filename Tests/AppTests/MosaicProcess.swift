import Domain
import Foundation
import Services
import TestSupport

/// Runs the built `mosaic` binary as a user would, and collects what it printed.
struct MosaicProcess {
    struct Result: Sendable {
        var output: String
        var errors: String
        var status: Int32

        /// The screens printed, each starting with its link line.
        var screens: [String] {
            var screens: [String] = []
            for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("mosaic://") {
                    screens.append(String(line))
                } else if !screens.isEmpty {
                    screens[screens.count - 1] += "\n" + line
                }
            }
            return screens.map { $0.trimmingCharacters(in: .newlines) }
        }
        /// The link lines of every screen printed, in order.
        var links: [String] {
            output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("mosaic://") }
        }
        var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
    }

    /// The `mosaic` executable next to this test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("mosaic")
    }

    /// Runs `mosaic arguments` with `input` on standard input (a pipe, so not interactive), and
    /// waits for it on a thread of its own (see ``offThePool(_:)``).
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:])
        async throws -> Result
    {
        try await offThePool { try runWaiting(arguments, input: input, environment: environment) }
    }

    private static func runWaiting(_ arguments: [String], input: String, environment: [String: String]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe()
        // What it prints goes to files, not pipes: a process that prints more than a pipe holds
        // (a 100 KB error line) while the test still writes its input or reads its other
        // output would wait for the test forever, and the test for it.
        let printed = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: printed.path, withIntermediateDirectories: true)
        let (outputFile, errorsFile) = (
            URL(fileURLWithPath: printed.path + "/stdout"), URL(fileURLWithPath: printed.path + "/stderr")
        )
        for file in [outputFile, errorsFile] {
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        }
        let stdout = try FileHandle(forWritingTo: outputFile)
        let stderr = try FileHandle(forWritingTo: errorsFile)
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try? stdout.close()
        try? stderr.close()
        // A process that ends before it reads its input (an argument refused at once) closes the
        // pipe: the write then fails, and the test reads what the process said (writing with the
        // API that traps on an error crashed the whole test run once).
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        waitForExit(process)
        let output = try Data(contentsOf: outputFile)
        let errors = try Data(contentsOf: errorsFile)
        return Result(
            output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self),
            status: process.terminationStatus)
    }
}

/// A data directory of its own for one test, removed afterwards.
final class TemporaryFolder {
    let path = NSTemporaryDirectory() + "mosaic-app-tests-" + UUID().uuidString

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var data: String { path + "/data" }

    func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: data + "/" + name) }

    /// The likes saved in the data folder, as a fresh process reads them: `likes.json` and the
    /// likes saved since in its journal. Empty when they cannot be read.
    func likedPosts() async -> [PostID] { await Self.likedPosts(in: data) }

    /// The likes saved in the data folder at `path`.
    static func likedPosts(in path: String) async -> [PostID] {
        (try? await FileLikeService(directory: DataDirectory(path: path)).likedPosts()) ?? []
    }
}
