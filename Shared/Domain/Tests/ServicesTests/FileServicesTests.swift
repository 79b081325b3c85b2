import Domain
import Foundation
import Testing

@testable import Services

/// A fresh data directory under the system's temporary folder, removed at the end.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "mosaic-tests-" + UUID().uuidString + "/data"
    }

    deinit { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }

    func directory(lockTimeout: Duration = .seconds(5)) -> DataDirectory {
        DataDirectory(path: path, lockTimeout: lockTimeout)
    }

    func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: path + "/" + name) }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    func permissions(_ name: String? = nil) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(
            atPath: name.map { path + "/" + $0 } ?? path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

@Suite struct FileServicesTests {
    @Test func theDirectoryIsCreatedOwnerOnlyAndSeeded() throws {
        let temporary = TemporaryDirectory()
        _ = try ServiceBundle.live(directory: temporary.directory())
        #expect(try temporary.permissions() == 0o700)
        for (name, schema) in [("likes.json", 2), ("follows.json", 1), ("settings.json", 1)] {
            #expect(try temporary.permissions(name) == 0o600)
            let text = String(decoding: try #require(temporary.contents(name)), as: UTF8.self)
            #expect(text.contains("\"schemaVersion\" : \(schema)"), "likes.json has its journal beside it")
        }
        #expect(try temporary.permissions("likes.journal") == 0o600)
    }

    @Test func likesFollowsAndSettingsSurviveANewInstance() async throws {
        let temporary = TemporaryDirectory()
        let first = try ServiceBundle.live(directory: temporary.directory())
        try await first.likes.like("p2")
        try await first.likes.like("p5")
        try await first.follows.follow("bob")
        _ = try await first.settings.update { $0.displayName = "Zoë" }

        let second = try ServiceBundle.live(directory: temporary.directory())
        #expect(try await second.likes.likedPosts() == ["p5", "p2"])
        #expect(try await second.follows.following() == ["alice", "carol", "bob"])
        #expect(try await second.settings.load().displayName == "Zoë")
    }

    @Test func anUnreadableFileIsATypedErrorNamingItAndIsNeverWrittenOver() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try temporary.write("{ not json", to: "likes.json")
        let before = temporary.contents("likes.json")
        await #expect(
            throws: ServiceError.unreadable(
                path: temporary.path + "/likes.json",
                reason: "not a mosaic data file (invalid JSON or no schemaVersion)")
        ) {
            try await services.likes.likedPosts()
        }
        await #expect(throws: ServiceError.self) { try await services.likes.like("p1") }
        #expect(temporary.contents("likes.json") == before)
        _ = try ServiceBundle.live(directory: temporary.directory())
        #expect(temporary.contents("likes.json") == before, "seeding leaves an existing file alone")
    }

    @Test func aFileFromANewerVersionIsRefusedAndKept() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try temporary.write(#"{"schemaVersion": 9, "data": {}}"#, to: "settings.json")
        do {
            _ = try await services.settings.load()
            Issue.record("a newer file was read")
        } catch {
            #expect(error.description.contains("settings.json"))
            #expect(error.description.contains("newer"))
        }
        await #expect(throws: SettingsUpdateError.self) {
            try await services.settings.update { $0 = .initial }
        }
        #expect(String(decoding: temporary.contents("settings.json")!, as: UTF8.self).contains("9"))
    }

    @Test func aFileWithTheWrongShapeIsUnreadable() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try temporary.write(#"{"schemaVersion": 1, "data": {"likes": 3}}"#, to: "likes.json")
        await #expect(throws: ServiceError.self) { try await services.likes.likedPosts() }
    }

    /// Found by fuzz-data-files: the decoder's message quotes the file's own keys, and a key
    /// holding a line break or a terminal escape split the `error:` line or acted on the terminal.
    @Test func aHostileKeyIsQuotedOnOneLine() throws {
        let temporary = TemporaryDirectory()
        let directory = temporary.directory()
        try directory.create()
        let store = NavigationStore(directory: directory)
        try temporary.write(
            #"{"schemaVersion": 1, "data": {"selectedTab": "feed", "links": {"a\nb\u001b[2J": 3}}}"#,
            to: "navigation.json")
        #expect(
            throws: ServiceError.unreadable(
                path: temporary.path + "/navigation.json",
                reason: "unexpected content (wrong type at data.links.a?b?[2J)")
        ) { try store.load() }
    }

    @Test func writesReplaceTheFileWholeAndLeaveNoTemporaryFiles() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        for number in 1...20 { try await services.likes.like(PostID("p\(number)")) }
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.path).sorted()
        #expect(names == [".lock", "follows.json", "likes.journal", "likes.json", "settings.json"])
        #expect(try await services.likes.likedPosts().count == 20)
    }

    @Test func aFailedWriteLeavesThePreviousVersionIntact() throws {
        let temporary = TemporaryDirectory()
        _ = try ServiceBundle.live(directory: temporary.directory())
        let before = try #require(temporary.contents("likes.json"))
        // The writer's temporary file cannot be made (a folder holds its name): the write fails
        // for every user, root included.
        let blocker = temporary.path + "/likes.json.tmp-\(getpid())"
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
        #expect(throws: ServiceError.self) {
            try DocumentFile<[PostID]>.writeAtomically(Data("[]".utf8), to: temporary.path + "/likes.json")
        }
        #expect(temporary.contents("likes.json") == before)
    }

    @Test func aWriterWaitsForTheLockAndGivesUpWithATypedError() async throws {
        let temporary = TemporaryDirectory()
        let directory = temporary.directory(lockTimeout: .milliseconds(200))
        let services = try ServiceBundle.live(directory: directory)
        // A second open file description conflicts like another process would.
        let holder = open(directory.file(".lock"), O_RDWR)
        #expect(flock(holder, LOCK_EX) == 0)
        await #expect(throws: ServiceError.locked(path: temporary.path)) {
            try await services.likes.like("p1")
        }
        flock(holder, LOCK_UN)
        close(holder)
        try await services.likes.like("p1")
        #expect(try await services.likes.likedPosts() == ["p1"])
    }

    @Test func concurrentWritersFromSeparateInstancesLoseNothing() async throws {
        let temporary = TemporaryDirectory()
        _ = try ServiceBundle.live(directory: temporary.directory())
        let path = temporary.path
        await withTaskGroup(of: Void.self) { group in
            for number in 1...30 {
                group.addTask {
                    let likes = FileLikeService(directory: DataDirectory(path: path))
                    try? await likes.like(PostID("p\(number)"))
                }
            }
        }
        let liked = try await FileLikeService(directory: DataDirectory(path: path)).likedPosts()
        #expect(Set(liked).count == 30)
    }

    @Test func theStandardLocationFollowsXDG() {
        #expect(
            DataDirectory.standard(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]).path == "/x/mosaic")
        #expect(DataDirectory.standard(environment: ["HOME": "/h"]).path == "/h/.local/share/mosaic")
    }

    @Test func twoSessionsChangingSettingsAtOnceLoseNothing() async throws {
        let temporary = TemporaryDirectory()
        let directory = temporary.directory()
        let first = try ServiceBundle.live(directory: directory)
        let second = try ServiceBundle.live(directory: directory)
        await withTaskGroup(of: Void.self) { group in
            for (name, services) in [("a", first), ("b", second)] {
                group.addTask {
                    for index in 0..<30 {
                        _ = try? await services.settings.update { settings throws(SettingsValidationError) in
                            settings.connectedAccounts.append(
                                try settings.validatedNewAddress("\(name)\(index)@example.com"))
                        }
                    }
                }
            }
        }
        #expect(try await first.settings.load().connectedAccounts.count == 60)
    }

    @Test func aRefusedSettingsChangeWritesNothing() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        let before = temporary.contents("settings.json")
        await #expect(throws: SettingsUpdateError.invalid(.emptyName)) {
            try await services.settings.update { settings throws(SettingsValidationError) in
                settings.signature = "changed"
                settings.displayName = try Settings.validatedName(" ")
            }
        }
        #expect(temporary.contents("settings.json") == before)
    }
}
