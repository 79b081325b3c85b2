import Foundation
import Testing

/// `mosaic --record FILE` and `mosaic replay FILE` through the real binary: a session recorded
/// on a data directory under latency replays the same; a recording with one outcome changed
/// names that step, with both outcomes; nothing is recorded unless asked.
@Suite struct RecordingProcessTests {
    @Test func aRecordedSessionReplaysTheSameAndAChangedOneNamesItsStep() async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let file = folder.path + "/session.jsonl"
        let recorded = try await MosaicProcess.run(
            ["--data-dir", folder.data, "--latency", "20", "--record", file],
            input: "like 1\nopen 1\nback\ntab likes\nopen mosaic://profile/ghost\n")
        #expect(recorded.status == 1, "the link that could not open fails the scripted run, as always")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 6, "a header and five steps")
        #expect(text.contains(#""file likes.json""#), "the data it ran on is in the recording")
        let same = try await MosaicProcess.run(["replay", file])
        #expect(same.status == 0 && same.output == "same: 5 steps\n", "\(same.output)\(same.errors)")

        let changed = folder.path + "/changed.jsonl"
        try text.replacingOccurrences(of: #""link":"mosaic://likes""#, with: #""link":"mosaic://feed""#)
            .write(toFile: changed, atomically: true, encoding: .utf8)
        let differs = try await MosaicProcess.run(["replay", changed])
        #expect(differs.status == 1)
        #expect(
            differs.output.hasPrefix(
                #"step 4 (tab 2, recorded as {"tab":1}) differs"#
                    + "\n  recorded: mosaic://feed (Likes)\n  now:      mosaic://likes (Likes)\n"
            ),
            "\(differs.output)")
        let refused = try await MosaicProcess.run(["replay", folder.path + "/none.jsonl"])
        #expect(
            refused.status == 2
                && refused.errorLines.first?.hasPrefix("error: cannot read recording ") == true)
        #expect(
            !FileManager.default.fileExists(atPath: folder.data + "/recording.jsonl"),
            "nothing records unless asked")
    }
    @Test func aSessionQuitInTheMiddleOfALoadReplaysTheSame() async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let file = folder.path + "/session.jsonl"
        // Every service call takes 2 s: `quit` comes while the post loads.
        let recorded = try await MosaicProcess.run(
            ["--in-memory", "--no-wait", "--latency", "2000", "--record", file],
            input: "open mosaic://feed/post/p1\nquit\n")
        #expect(recorded.status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""loading":true"#) && text.contains(#""early":true"#), "\(text)")
        let same = try await MosaicProcess.run(["replay", file])
        #expect(same.status == 0 && same.output.hasPrefix("same: "), "\(same.output)\(same.errors)")
    }
}
