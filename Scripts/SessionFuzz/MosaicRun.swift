import Foundation

/// One run of the real `mosaic` binary: input from a file, output to files (no pipe can fill
/// up), a deadline after which it counts as hung and is killed.
struct MosaicRun {
    var status: Int32 = 0
    var crashed = false
    var hung = false
    var output = Data()
    var errors = Data()

    var outputText: String { String(decoding: output, as: UTF8.self) }
    var errorLines: [Substring] { String(decoding: errors, as: UTF8.self).split(separator: "\n") }

    /// Runs `binary arguments` with `input` on standard input; `killAfter` kills it with
    /// SIGKILL after that many milliseconds, as a crash would, and `killWhen` as soon as it holds
    /// (it is asked every millisecond). With `pauses`, the input is
    /// written line by line through a pipe, waiting `pauses[i]` milliseconds before line `i`,
    /// as a person typing while loads run would.
    static func run(
        _ binary: String, _ arguments: [String], input: [UInt8], timeout: Double = 30, killAfter: Int? = nil,
        killWhen: (() -> Bool)? = nil, pauses: [Int]? = nil
    ) throws -> MosaicRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
        try Data(input).write(to: files[0])
        try Data().write(to: files[1])
        try Data().write(to: files[2])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let typing = Pipe()
        if pauses != nil {
            process.standardInput = typing
        } else {
            process.standardInput = try FileHandle(forReadingFrom: files[0])
        }
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        if let pauses {
            let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map {
                Data($0 + [0x0A])
            }
            let writer = typing.fileHandleForWriting
            Thread.detachNewThread {
                for (line, pause) in zip(lines, pauses + Array(repeating: 0, count: lines.count)) {
                    usleep(UInt32(pause) * 1000)
                    try? writer.write(contentsOf: line)
                }
                try? writer.close()
            }
        }
        let start = Date()
        var result = MosaicRun()
        while process.isRunning {
            let elapsed = Date().timeIntervalSince(start)
            if let killAfter, elapsed * 1000 >= Double(killAfter) || killWhen?() == true {
                kill(process.processIdentifier, SIGKILL)
                break
            }
            if elapsed > timeout {
                result.hung = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(1000)
        }
        process.waitUntilExit()
        result.status = process.terminationStatus
        result.crashed = process.terminationReason == .uncaughtSignal && killAfter == nil && !result.hung
        result.output = (try? Data(contentsOf: files[1])) ?? Data()
        result.errors = (try? Data(contentsOf: files[2])) ?? Data()
        return result
    }
}
