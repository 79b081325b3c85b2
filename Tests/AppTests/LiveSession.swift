import Foundation
import Locks
import TestSupport

/// A `mosaic` process a test talks to line by line, reading what it printed so far: how a
/// test sends a command while a load is in flight, as a person at a terminal would.
final class LiveSession: Sendable {
    private let process = Process()
    private let input = Pipe()
    private let printed = Buffer()
    private let errorsPrinted = Buffer()

    /// Bytes a pipe delivered so far, appended by the pipe's handler thread, under the family's
    /// one lock.
    private final class Buffer: Sendable {
        private let data = Locked(Data())
        func append(_ more: Data) { data.withLock { $0.append(more) } }
        var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
    }

    /// How long a wait for output may last before it gives up (and its check fails): a bound
    /// on a session that hangs, never a measure of speed.
    private let waitLimit: Duration

    /// Starts `mosaic arguments` with its standard input and output as pipes, with `environment`
    /// added to the test's own. `slowServices` says that its service calls take many seconds each
    /// (`--latency`), so that its waits give up later.
    init(_ arguments: [String], environment added: [String: String] = [:], slowServices: Bool = false) throws
    {
        waitLimit = .seconds(slowServices ? 60 : 20)
        process.executableURL = MosaicProcess.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(added) { $1 }
        environment["NO_COLOR"] = nil
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Each pipe is read to its end by a thread of its own, which blocks in the read — never
        // a thread of the concurrency pool (see ``offThePool(_:)``).
        for (pipe, buffer) in [(output, printed), (errors, errorsPrinted)] {
            let reading = pipe.fileHandleForReading
            Thread {
                while true {
                    let data = reading.availableData
                    if data.isEmpty { return }
                    buffer.append(data)
                }
            }.start()
        }
    }

    /// What the process printed on standard output so far.
    var output: String { printed.text }
    /// What it printed on standard error so far.
    var errors: String { errorsPrinted.text }

    /// Types `line` — into nothing when the process has ended (the test's next wait then fails,
    /// saying what it printed, where writing with the API that traps would crash the run).
    func send(_ line: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// How much output there is so far: a mark for ``waitFor(_:after:)``.
    var mark: Int { output.count }

    /// Waits until the output after the first `mark` characters contains `text`; returns
    /// whether it did before the session's wait limit.
    func waitFor(_ text: String, after mark: Int = 0) async -> Bool {
        await waitUntil(after: mark) { $0.contains(text) }
    }

    /// Waits until the output after the first `mark` characters satisfies `condition`; returns
    /// whether it did before the session's wait limit.
    func waitUntil(after mark: Int = 0, _ condition: (Substring) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + waitLimit
        while ContinuousClock.now < deadline {
            if condition(output.dropFirst(mark)) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition(output.dropFirst(mark))
    }

    /// Sends the process SIGINT (Ctrl-C) and waits for it to exit; returns its status.
    func interrupt() async -> Int32 {
        process.interrupt()
        return await exitStatus()
    }

    /// Ends the input and waits for the process to exit; returns its status.
    func finish() async -> Int32 {
        try? input.fileHandleForWriting.close()
        return await exitStatus()
    }

    /// The process's exit status, waited for on a thread of its own (see ``offThePool(_:)``).
    private func exitStatus() async -> Int32 {
        let process = process
        return await offThePool {
            waitForExit(process)
            return process.terminationStatus
        }
    }
}
