import Domain
import Foundation
import Testing

@testable import Services

@Suite struct StaleFileTests {
    @Test func temporaryFilesLeftByAKilledWriterAreRemovedAtStartAndNothingElse() async throws {
        let temporary = TemporaryDirectory()
        let directory = temporary.directory()
        _ = try ServiceBundle.live(directory: directory)
        // Owner-only, as every write creates its temporary file.
        for name in [
            "likes.json.tmp-999999", "settings.json.tmp-12", "notes.json.tmp-5", "history.json.tmp-x",
        ] {
            _ = FileManager.default.createFile(
                atPath: directory.file(name), contents: Data("{".utf8), attributes: [.posixPermissions: 0o600]
            )
        }
        _ = FileManager.default.createFile(atPath: directory.file("notes.tmp-draft"), contents: Data())
        _ = FileManager.default.createFile(
            atPath: directory.file("follows.json.tmp-3"), contents: Data(),
            attributes: [.posixPermissions: 0o644])
        _ = try ServiceBundle.live(directory: directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(
            names.filter { $0.contains(".tmp-") }
                == ["follows.json.tmp-3", "history.json.tmp-x", "notes.json.tmp-5", "notes.tmp-draft"])
        #expect(names.contains("likes.json"))
    }

    @Test func aTemporaryFilesNameIsOneOfMosaicsOwnDataFilesAndAProcessNumber() {
        for name in [
            "likes.json.tmp-1", "settings.json.tmp-123456", "navigation.json.tmp-7", "history.json.tmp-0",
            "likes.journal.tmp-3",
        ] {
            #expect(DataDirectory.isTemporaryFileName(name), "\(name)")
        }
        for name in [
            "notes.json.tmp-5", "report.txt.tmp-1234", "photo.png.tmp-7", "likes.json.tmp-",
            "likes.json.tmp-1a",
            "likes.json", "x.likes.json.tmp-1", "likes.json.tmp-1.tmp-2", "likes.json.tmp-١",
            "likes.journal", "notes.journal.tmp-1",
        ] {
            #expect(!DataDirectory.isTemporaryFileName(name), "\(name)")
        }
    }
}
