import Foundation
import Testing

/// What start-up does to a data directory, through the real binary: `--data-dir` takes any
/// folder, so mosaic removes only what it can prove it wrote.
@Suite struct DataDirectoryTests {
    @Test func startUpRemovesOnlyTheTemporaryFilesOfMosaicsOwnDataFiles() async throws {
        let folder = TemporaryFolder()
        _ = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 1\n")
        let theirs = [
            "notes.json.tmp-5", "report.txt.tmp-1234", "photo.png.tmp-7", "a.b.tmp-1", "notes.journal.tmp-2",
        ]
        let ours = ["likes.json.tmp-999999", "settings.json.tmp-12", "likes.journal.tmp-77"]
        for name in theirs + ours {
            #expect(
                FileManager.default.createFile(atPath: folder.data + "/" + name, contents: Data("{".utf8)))
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o600], ofItemAtPath: folder.data + "/" + name)
        }
        // A file named as mosaic names its own, but not owner-only as mosaic writes each: not proven.
        let readable = "follows.json.tmp-3"
        #expect(FileManager.default.createFile(atPath: folder.data + "/" + readable, contents: Data()))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: folder.data + "/" + readable)
        let started = try await MosaicProcess.run(["--data-dir", folder.data], input: "tab likes\n")
        #expect(started.status == 0, "\(started.errors)")
        #expect(started.screens.last?.contains("[p1]") == true)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.data).filter {
            $0.contains(".tmp-")
        }
        #expect(left.sorted() == (theirs + [readable]).sorted())
    }

    /// A like is a line of the likes' journal (issue 86): a kill mid-line leaves a torn line,
    /// which the next start drops; a line damaged otherwise stops the start in one line, and
    /// the journal is left as it is.
    @Test func aTornJournalLineIsDroppedAndADamagedOneStopsTheStartInOneLine() async throws {
        let folder = TemporaryFolder()
        let journal = folder.data + "/likes.journal"
        _ = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 1\nlike 2\n")
        let confirmed = try #require(folder.contents("likes.journal"))
        try (confirmed + Data(#"3 like "p"#.utf8)).write(to: URL(fileURLWithPath: journal))
        let torn = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 3\ntab likes\n")
        #expect(torn.status == 0 && torn.errors.isEmpty, "\(torn.errors)")
        #expect(await folder.likedPosts() == ["p3", "p2", "p1"])

        var damaged = try #require(folder.contents("likes.journal"))
        damaged[confirmed.count - 4] ^= 1  // a digit of the second like's checksum
        try damaged.write(to: URL(fileURLWithPath: journal))
        let stopped = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 4\n")
        #expect(stopped.status == 1)
        #expect(
            stopped.errorLines == [
                "error: cannot read \(journal): line 3 is damaged (its checksum is wrong); the file was left as it is",
                "to go on, move it aside (mv '\(journal)' '\(journal).unreadable') or run mosaic --in-memory",
            ])
        #expect(folder.contents("likes.journal") == damaged)
    }
}
