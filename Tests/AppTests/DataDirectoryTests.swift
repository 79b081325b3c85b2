import Foundation
import Testing

/// What start-up does to a data directory, through the real binary: `--data-dir` takes any
/// folder, so mosaic removes only what it can prove it wrote.
@Suite struct DataDirectoryTests {
    @Test func startUpRemovesOnlyTheTemporaryFilesOfMosaicsOwnDataFiles() async throws {
        let folder = TemporaryFolder()
        _ = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 1\n")
        let theirs = ["notes.json.tmp-5", "report.txt.tmp-1234", "photo.png.tmp-7", "a.b.tmp-1"]
        let ours = ["likes.json.tmp-999999", "settings.json.tmp-12"]
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
}
