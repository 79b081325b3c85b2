import HiddenCharacters
import ModuleKitCore

/// A person's session as a file: a header, then one line per step — the input as the host
/// parsed it and what the step showed once its work settled. Written by a ``SessionRecorder``,
/// replayed by ``SessionReplay``; a line of JSON each, read strictly: a line that is not what a
/// recording holds is refused naming its number, and one written by another format version
/// names the version it needs.
///
/// ```
/// {"recording":1,"app":"mosaic","version":"0.1.0","setup":{"data":"sample"}}
/// {"step":1,"input":{"act":"Feed","words":["like","p1"]},"shown":{"screens":["Feed"],"link":"mosaic://feed","loading":false,"failures":[]}}
/// {"step":2,"input":{"tab":1},"shown":{"screens":["Likes"],"link":"mosaic://likes","loading":false,"loadFailure":{"kind":"unavailable","message":"cannot load your likes"},"failures":[]}}
/// ```
///
/// A step's `shown` has `loadFailure` only when the top screen shows why it could not load.
public struct SessionRecording: Equatable, Sendable {
    /// The format this build writes and reads.
    public static var format: Int { 1 }

    /// What the session ran: the app, its version, and what it needs to run again the same
    /// way (the data it ran on, its latency), in the app's own words.
    public var app: String
    /// The app's version.
    public var version: String
    /// What the app needs to run the session again the same way, in its own words.
    public var setup: [String: String]
    /// The steps, in the order the person took them.
    public var steps: [RecordedStep]

    /// A recording of `app` at `version`, run with `setup`, of `steps`.
    public init(app: String, version: String, setup: [String: String] = [:], steps: [RecordedStep] = []) {
        self.app = app
        self.version = version
        self.setup = setup
        self.steps = steps
    }

    /// The most lines a recording may hold, and the longest line: far more than a person types,
    /// far less than memory.
    public static var maximumSteps: Int { 100_000 }
    /// The longest line a recording may hold, in bytes.
    public static var maximumLineBytes: Int { 4 * 1024 * 1024 }

    /// The recording `text` holds, or the first line that is not what a recording holds.
    public init(parsing text: String) throws(RecordingError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first else {
            throw RecordingError(line: 1, "empty: a recording starts with its header")
        }
        guard lines.count <= Self.maximumSteps + 1 else {
            throw RecordingError(line: Self.maximumSteps + 2, "more than \(Self.maximumSteps) steps")
        }
        let header = try Self.object(first, line: 1)
        guard case .number(let format)? = header["recording"] else {
            throw RecordingError(line: 1, "not a recording's header (no \"recording\" format number)")
        }
        guard format == Self.format else {
            throw RecordingError(
                line: 1,
                "written in format \(format); this build reads format \(Self.format) (a mosaic of that format replays it)"
            )
        }
        app = try Self.text(header["app"], "app", line: 1)
        version = try Self.text(header["version"], "version", line: 1)
        setup = [:]
        guard case .object(let members)? = header["setup"] else {
            throw RecordingError(line: 1, "the header's \"setup\" is not an object")
        }
        for (name, value) in members { setup[name] = try Self.text(value, "setup.\(name)", line: 1) }
        steps = []
        for (offset, line) in lines.dropFirst().enumerated() {
            let number = offset + 2
            steps.append(try RecordedStep(Self.object(line, line: number), line: number))
            guard steps.last?.number == steps.count else {
                throw RecordingError(
                    line: number, "step \(steps.last!.number) where step \(steps.count) was due")
            }
        }
    }

    /// The recording as its file holds it: the header, then a line per step.
    public var text: String {
        let header = JSONValue.object([
            ("recording", .number(Self.format)), ("app", .string(app)), ("version", .string(version)),
            ("setup", .object(setup.keys.sorted().map { ($0, .string(setup[$0]!)) })),
        ])
        return ([header] + steps.map(\.json)).map { $0.text + "\n" }.joined()
    }

    private static func object(_ line: Substring, line number: Int) throws(RecordingError) -> JSONValue {
        guard line.utf8.count <= maximumLineBytes else {
            throw RecordingError(line: number, "longer than \(maximumLineBytes) bytes")
        }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: String(line))
        } catch {
            throw RecordingError(line: number, "not JSON: \(error.reason) at byte \(error.offset + 1)")
        }
        guard case .object = value else { throw RecordingError(line: number, "not a JSON object") }
        return value
    }

    static func text(_ value: JSONValue?, _ name: String, line: Int) throws(RecordingError) -> String {
        guard case .string(let text)? = value else {
            throw RecordingError(line: line, "\"\(name)\" is not a string")
        }
        return text
    }
}

/// Why a recording cannot be read: the line, and what is wrong with it, in one line — what it
/// quotes of the file with every hidden or control character shown as `?`.
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line (1: the header).
    public let line: Int
    /// What is wrong with it.
    public let reason: String

    init(line: Int, _ reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason.hiddenShownAsQuestionMarks)" }
}
