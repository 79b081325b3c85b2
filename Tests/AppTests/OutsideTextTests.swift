import Foundation
import HiddenCharacters
import Testing

/// What hostile input found through the real binary (issue 86): text from outside — what was
/// typed, a script, the command line, a recording — reaches the person bounded and sanitised.
@Suite struct OutsideTextTests {
    /// 100,000 `x`: what every error quotes of it, 59 of them and `…`.
    static let typed = String(repeating: "x", count: 100_000)
    static let quoted = String(repeating: "x", count: 59) + "…"

    @Test func everyErrorQuotesAtMostSixtyScalarsOfWhatWasTyped() async throws {
        let x = Self.typed
        let input = [
            "open \(x)", "like \(x)", "tab \(x)", "author \(x)", x, "tab settings",
            "toggle \(x)", "account remove \(x)",
        ]
        let result = try await MosaicProcess.run(["--in-memory"], input: input.joined(separator: "\n") + "\n")
        #expect(result.errorLines.count == input.count - 1, "\(result.errorLines.map { $0.prefix(80) })")
        for line in result.errorLines {
            #expect(line.unicodeScalars.count < 120, "\(line.prefix(120))")
            #expect(line.contains(Self.quoted), "\(line.prefix(120))")
        }
    }

    @Test func aScriptsLineAndTheCommandLineAreQuotedAsBriefly() async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let script = folder.path + "/session.txt"
        try "\(Self.typed)\u{1B}]0;title\u{07}\n".write(toFile: script, atomically: true, encoding: .utf8)
        let scripted = try await MosaicProcess.run(["--in-memory", "--script", script])
        #expect(scripted.errorLines == ["\(script):1: error: unknown command '\(Self.quoted)' (type help)"])
        let command = try await MosaicProcess.run([Self.typed])
        #expect(command.status == 2)
        #expect(
            command.errorLines.first
                == "error: unknown command '\(Self.quoted)' (known: session, open, serve, routes, modules, replay)"
        )
    }
}

/// `mosaic replay --continue` on a recording whose every field carries what a terminal acts on:
/// the report shows each escaped, through the terminal's one sanitiser, one line apiece.
@Suite struct HostileRecordingTests {
    @Test func aReplaysReportShowsWhatTheRecordingHoldsSanitised() async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let title = #"\u001b]0;pwned\u0007"#
        let lines = [
            #"{"recording":1,"app":"mosaic","version":"mosaic 0.1.0","setup":{"data":"sample","start":"mosaic://feed"}}"#,
            #"{"step":1,"input":{"act":"Feed","words":["like","p1\#(title)"]},"shown":{"screens":["Feed\u202e"],"link":"mosaic://feed\u009b2J","loading":false,"failures":[{"kind":"refused","message":"no\u001b[2J"}]}}"#,
            #"{"step":2,"input":{"open":"mosaic://likes\#(title)"},"shown":{"screens":["Likes\#(title)"],"link":"mosaic://likes","loading":false,"failures":[]}}"#,
            #"{"step":3,"input":{"act":"Likes\u009b","words":["unlike","p1"]},"shown":{"screens":["Likes"],"link":"mosaic://likes","loading":false,"failures":[]}}"#,
        ]
        let file = folder.path + "/hostile.jsonl"
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let replayed = try await MosaicProcess.run(["replay", "--continue", file])
        #expect(replayed.status == 1, "\(replayed.errors)")
        let report = replayed.output.split(separator: "\n")
        #expect(report.filter { $0.hasPrefix("step ") }.count == 3, "\(replayed.output)")
        for line in report {
            #expect(!line.containsHiddenOrControl, "\(line)")
        }
        #expect(replayed.output.contains(#"mosaic://feed\u{9B}2J"#), "\(replayed.output)")
        #expect(replayed.output.contains(#"\u{1B}]0;pwned\u{07}"#), "\(replayed.output)")
    }
}
