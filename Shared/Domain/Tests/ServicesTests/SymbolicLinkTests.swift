import Domain
import Foundation
import Testing

@testable import Services

@Suite struct SymbolicLinkTests {
    @Test func aSymlinkedDataFileIsWrittenThroughAndStaysALink() async throws {
        let temporary = TemporaryDirectory()
        let directory = temporary.directory()
        let services = try ServiceBundle.live(directory: directory)
        let target = directory.path + "/../shared-likes.json"
        // A copy, not the file moved: a file the likes' journal was not started beside is
        // written whole at the next like.
        try FileManager.default.copyItem(atPath: directory.file("likes.json"), toPath: target)
        try FileManager.default.removeItem(atPath: directory.file("likes.json"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("likes.json"), withDestinationPath: target)
        try await services.likes.like("p4")
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.file("likes.json"))
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(
            String(decoding: FileManager.default.contents(atPath: target) ?? Data(), as: UTF8.self).contains(
                "p4"))
        try await services.likes.like("p5")  // into the journal, beside the file the link leads to
        #expect(try await services.likes.likedPosts() == ["p5", "p4"])
        #expect(
            try FileManager.default.attributesOfItem(atPath: directory.file("likes.json"))[.type]
                as? FileAttributeType
                == .typeSymbolicLink)
    }

    @Test func aDirectoryLinkIsFollowedAndALinkToNothingOrToAFileIsRefused() async throws {
        let temporary = TemporaryDirectory()
        let parent = (temporary.path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: parent + "/disk", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: temporary.path, withDestinationPath: parent + "/disk")
        let services = try ServiceBundle.live(directory: temporary.directory())
        try await services.likes.like("p3")
        #expect(FileManager.default.fileExists(atPath: parent + "/disk/likes.json"))

        try FileManager.default.createSymbolicLink(
            atPath: parent + "/dangling", withDestinationPath: parent + "/none")
        #expect(
            throws: ServiceError.unwritable(path: parent + "/dangling", reason: "a symbolic link to nothing")
        ) {
            try DataDirectory(path: parent + "/dangling").create()
        }
        try FileManager.default.createSymbolicLink(
            atPath: parent + "/to-file", withDestinationPath: parent + "/disk/likes.json")
        #expect(throws: ServiceError.unwritable(path: parent + "/to-file", reason: "not a directory")) {
            try DataDirectory(path: parent + "/to-file").create()
        }
    }

    @Test func theSignedInUserIsNamedAsTheirSettingsSay() async throws {
        let services = ServiceBundle.inMemory()
        #expect(try await services.users.user(.me).displayName == "Me")
        _ = try await services.settings.update { $0.displayName = "Zed Newcomer" }
        #expect(try await services.users.user(.me).displayName == "Zed Newcomer")
        #expect(
            try await services.users.user("alice").displayName == "Alice Martín", "others keep their names")
    }

    /// Found by fuzz-data-files: settings were read as the file said, so an edited file could
    /// hold what no edit through the app may (an address in capitals, a name of control
    /// characters, an account twice).
    @Test func settingsAreReadAsAPersonsEditsAreChecked() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        func settings(name: String = "Ada", accounts: [String] = []) -> String {
            let list = accounts.map { "\"\($0)\"" }.joined(separator: ",")
            return #"{"schemaVersion": 1, "data": {"displayName": "\#(name)", "signature": " hi ", "#
                + #""connectedAccounts": [\#(list)], "notifications": "#
                + #"{"likes": true, "comments": true, "follows": true, "messages": true}}}"#
        }
        try temporary.write(settings(name: "  Ada ", accounts: ["Ada@Example.com"]), to: "settings.json")
        let read = try await services.settings.load()
        #expect(
            read.displayName == "Ada" && read.signature == "hi"
                && read.connectedAccounts == ["ada@example.com"])
        for (file, reason) in [
            (
                settings(name: "a\\u001bb"),
                "data.displayName: the display name cannot hold control or invisible characters"
            ),
            (
                settings(accounts: ["a@b.co", "A@B.co"]),
                "data.connectedAccounts: that account is connected already"
            ),
            (
                settings(accounts: ["nobody"]),
                "data.connectedAccounts: that is not an address like name@example.com"
            ),
        ] {
            try temporary.write(file, to: "settings.json")
            await #expect(
                throws: ServiceError.unreadable(
                    path: temporary.path + "/settings.json", reason: "unexpected content (\(reason))")
            ) { try await services.settings.load() }
        }
    }

    /// An empty file (a crash can leave one) is unreadable and left as it is. (fuzz-data-files'
    /// `empty` seed: Foundation's reader leaked a buffer for each empty file, so data files are
    /// read with POSIX calls; LeakSanitizer checks that under the fuzzer.)
    @Test func anEmptyFileIsUnreadableAndLeftAsItIs() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try temporary.write("", to: "follows.json")
        await #expect(
            throws: ServiceError.unreadable(
                path: temporary.path + "/follows.json",
                reason: "not a mosaic data file (invalid JSON or no schemaVersion)")
        ) { try await services.follows.following() }
        await #expect(throws: ServiceError.self) { try await services.follows.follow("alice") }
        #expect(temporary.contents("follows.json") == Data())
    }

    /// A data file that is no regular file (a pipe someone made there) is unreadable at once, never
    /// waited on; one larger than any person's data is unreadable without being read into memory.
    @Test func aPipeOrAnOversizedFileIsUnreadableAtOnce() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try FileManager.default.removeItem(atPath: temporary.path + "/likes.json")
        #expect(mkfifo(temporary.path + "/likes.json", 0o600) == 0)
        await #expect(
            throws: ServiceError.unreadable(
                path: temporary.path + "/likes.json", reason: "permission denied or not a regular file")
        ) { try await services.likes.likedPosts() }
        try FileManager.default.removeItem(atPath: temporary.path + "/likes.json")
        #expect(FileManager.default.createFile(atPath: temporary.path + "/likes.json", contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: temporary.path + "/likes.json"))
        try handle.truncate(atOffset: UInt64(DocumentFile<[PostID]>.maximumBytes + 1))
        try handle.close()
        let limit = DocumentFile<[PostID]>.maximumBytes
        await #expect(
            throws: ServiceError.unreadable(
                path: temporary.path + "/likes.json",
                reason: "\(limit + 1) bytes, more than a data file holds (\(limit))")
        ) { try await services.likes.likedPosts() }
    }

    /// Found measuring saves into a large file (issue 86): a save that grew a document past what
    /// a data file holds wrote it, and the next start refused the file as unreadable. The save
    /// is refused in one line, and the file stays as it was.
    @Test func aSaveThatWouldOutgrowADataFileIsRefusedAndTheFileKept() throws {
        let temporary = TemporaryDirectory()
        let directory = temporary.directory()
        try directory.create()
        let file = DocumentFile<[String]>("notes.json", in: directory, initial: [])
        try file.update { $0 = ["kept"] }
        let limit = DocumentFile<[String]>.maximumBytes
        do {
            try file.update { $0.append(String(repeating: "x", count: limit)) }
            Issue.record("a document past the limit was written")
        } catch {
            #expect("\(error)".contains("more than a data file holds (\(limit) bytes)"), "\(error)")
        }
        #expect(try file.read() == ["kept"])
    }

    @Test func theHistoryKeepsTheNewestLinesOfEverySession() throws {
        let temporary = TemporaryDirectory()
        let directory = temporary.directory()
        try directory.create()
        let history = HistoryStore(directory: directory)
        #expect(try history.load() == [])
        try history.append(["tab likes", "like 1"])
        try history.append(["quit"])  // another session, later
        #expect(try history.load() == ["tab likes", "like 1", "quit"])
        try history.append((1...HistoryStore.limit).map { "open \($0)" })
        let kept = try history.load()
        #expect(kept.count == HistoryStore.limit)
        #expect(kept.last == "open \(HistoryStore.limit)" && kept.first == "open 1")
        #expect(try temporary.permissions("history.json") == 0o600)

        // Found by fuzz-data-files: a line no prompt could take (an edited file's) is left out.
        try temporary.write(
            #"{"schemaVersion": 1, "data": ["like 1", "a\u001b[2Jb", "c\u0085", "open 2"]}"#,
            to: "history.json")
        #expect(try history.load() == ["like 1", "open 2"])

        try temporary.write("not json", to: "history.json")
        #expect(throws: ServiceError.self) { try history.append(["lost?"]) }
        #expect(temporary.contents("history.json") == Data("not json".utf8), "never written over")
    }
}
