import Foundation
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
