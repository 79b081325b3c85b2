import Domain
import Foundation
import Testing

@testable import Services

/// The likes saved as a journal beside `likes.json` (issue 86, item 6: one unlike took 17 s in a
/// file of 400,000 likes, since every save wrote the whole file).
@Suite struct LikesJournalTests {
    /// A likes file of `count` likes as an earlier mosaic wrote it (schema 1, no journal).
    static func writeLikes(_ count: Int, to temporary: TemporaryDirectory) throws {
        let ids = (0..<count).map { "    \"p\($0)\"" }.joined(separator: ",\n")
        try temporary.write("{\n  \"data\" : [\n\(ids)\n  ],\n  \"schemaVersion\" : 1\n}\n", to: "likes.json")
    }

    @Test func aLikeSavedIntoALargeFileAppendsALineAndLeavesTheFileAsItIs() async throws {
        let temporary = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: true)
        try Self.writeLikes(100_000, to: temporary)
        let services = try ServiceBundle.live(directory: temporary.directory())
        try await services.likes.like("first")  // the first save writes the file whole, with its journal
        let file = try #require(temporary.contents("likes.json"))
        let journal = try #require(temporary.contents("likes.journal"))
        try await services.likes.like("second")
        try await services.likes.unlike("first")
        #expect(temporary.contents("likes.json") == file, "the 100,000 likes are not written again")
        let lines = String(decoding: try #require(temporary.contents("likes.journal")), as: UTF8.self)
        #expect(lines.hasPrefix(String(decoding: journal, as: UTF8.self)), "the journal is appended to")
        #expect(lines.split(separator: "\n").count == 3)
        let liked = try await services.likes.likedPosts()
        #expect(liked.count == 100_001 && liked.prefix(2) == ["second", "p0"] && liked.last == "p99999")
        let again = try ServiceBundle.live(directory: temporary.directory())
        #expect(try await again.likes.likedPosts() == liked, "a new start reads the same")
    }

    @Test func aLineTornByAKillIsDroppedAndCutOffBeforeTheNextSave() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try await services.likes.like("p1")
        try await services.likes.like("p2")
        let confirmed = try #require(temporary.contents("likes.journal"))
        let handle = try #require(FileHandle(forWritingAtPath: temporary.path + "/likes.journal"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"3 like "p"#.utf8))  // a save killed mid-write
        try handle.close()
        #expect(try await services.likes.likedPosts() == ["p2", "p1"])
        try await services.likes.like("p3")
        #expect(try await services.likes.likedPosts() == ["p3", "p2", "p1"])
        let journal = try #require(temporary.contents("likes.journal"))
        #expect(journal.prefix(confirmed.count) == confirmed)
        #expect(
            String(decoding: journal.dropFirst(confirmed.count), as: UTF8.self).hasPrefix(#"3 like "p3" "#))
    }

    @Test func aMosaicThatKnowsNoJournalRefusesTheLikesFileAsNewer() async throws {
        let temporary = TemporaryDirectory()
        let directory = temporary.directory()
        let services = try ServiceBundle.live(directory: directory)
        try await services.likes.like("p1")
        let older = DocumentFile<[PostID]>("likes.json", in: directory, initial: [])
        #expect(
            throws: ServiceError.unreadable(
                path: temporary.path + "/likes.json",
                reason: "written by a newer mosaic (schema 2, this one reads 1)")
        ) { try older.read() }
    }
}

extension LikesJournalTests {
    /// The journal's text: its first line, and a line for each change after it.
    static func journal(after: Int = 0, beside: String, _ changes: [LikeChange]) -> Data {
        var bytes = ChangeJournal<LikeChange>.line(.init(after: after, beside: beside))
        for (offset, change) in changes.enumerated() {
            bytes += ChangeJournal.line(after + 1 + offset, change)
        }
        return Data(bytes)
    }

    /// What the journal's first line says now.
    static func header(_ temporary: TemporaryDirectory) throws -> ChangeJournal<LikeChange>.Header {
        try ChangeJournal<LikeChange>.head(Array(try #require(temporary.contents("likes.journal")))[...])
            .get()
    }

    @Test func theFileIsWrittenWholeOnceTheJournalOutgrowsAQuarterOfIt() async throws {
        let temporary = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: true)
        try Self.writeLikes(4_000, to: temporary)  // about 47 KB: a journal of 12 KB at most
        let services = try ServiceBundle.live(directory: temporary.directory())
        try await services.likes.like("first")
        let file = try #require(temporary.contents("likes.json"))
        let limit = JournaledFile<LikeChange>.journalLimit(documentBytes: file.count)
        #expect(limit == file.count / 4)
        var saves = 0
        while temporary.contents("likes.json") == file {
            try await services.likes.like(PostID("new\(saves)"))
            saves += 1
            #expect(try #require(temporary.contents("likes.journal")).count <= limit)
        }
        #expect(saves > 300, "\(saves) saves appended before the file was written whole")
        let header = try Self.header(temporary)
        // The last save's like went into the file with the journal's: it took no number.
        #expect(header.after == saves - 1)
        #expect(
            temporary.contents("likes.journal") == Self.journal(after: saves - 1, beside: header.beside, []))
        let liked = try await services.likes.likedPosts()
        #expect(
            liked.count == 4_001 + saves && liked.first == PostID("new\(saves - 1)") && liked.last == "p3999")
    }

    /// A kill after the file was written whole and before its new journal was started leaves
    /// the old journal, whose changes the file holds: applied again, `like p1, unlike p1` would
    /// take back the like the last save gave.
    @Test func aKillBetweenWritingTheFileAndStartingItsJournalRepeatsNoChange() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try await services.likes.like("p1")
        try await services.likes.unlike("p1")
        let old = try #require(temporary.contents("likes.journal"))
        try Self.touch("likes.json", in: temporary)  // not the file the journal began beside: written whole
        try await services.likes.like("p1")
        #expect(try Self.header(temporary).after == 2, "the file was written whole, holding changes 1 and 2")
        try old.write(to: URL(fileURLWithPath: temporary.path + "/likes.journal"))  // as the kill left it
        #expect(try await services.likes.likedPosts() == ["p1"])
        try await services.likes.like("p2")
        #expect(try await services.likes.likedPosts() == ["p2", "p1"])
        #expect(
            try await ServiceBundle.live(directory: temporary.directory()).likes.likedPosts() == ["p2", "p1"])
    }

    /// The changes the journal holds are saves a person confirmed: they apply over the file as
    /// it was edited.
    @Test func aFileEditedSinceTheJournalBeganIsReadWholeAtTheNextSave() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try await services.likes.like("p1")
        try temporary.write(#"{"schemaVersion": 1, "data": ["p7"]}"#, to: "likes.json")
        try await services.likes.like("p2")
        #expect(try await services.likes.likedPosts() == ["p2", "p1", "p7"])
        #expect(try Self.header(temporary).after == 1, "written whole, with the journal's like")
        try temporary.write("{ not json", to: "likes.json")
        let journal = temporary.contents("likes.journal")
        await #expect(throws: ServiceError.self) { try await services.likes.like("p3") }
        #expect(temporary.contents("likes.json") == Data("{ not json".utf8))
        #expect(temporary.contents("likes.journal") == journal)
    }

    /// Sets the modification time of file `name` a minute back.
    static func touch(_ name: String, in temporary: TemporaryDirectory) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: temporary.path + "/" + name)
    }

    @Test func aJournalThatDoesNotFollowTheFileIsRefusedAndKept() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        let path = temporary.path + "/likes.journal"
        for (journal, reason) in [
            (
                Self.journal(after: 5, beside: "x", [.like("p1")]),
                "it follows change 5, and likes.json holds changes up to 0 only"
            ),
            (
                Self.journal(after: 0, beside: "x", []),
                "it ends at change 0, and likes.json holds changes up to 2"
            ),
        ] {
            try temporary.write(
                #"{"schemaVersion": 2, "data": [], "journalThrough": \#(reason.hasSuffix("2") ? 2 : 0)}"#,
                to: "likes.json")
            try journal.write(to: URL(fileURLWithPath: path))
            await #expect(throws: ServiceError.unreadable(path: path, reason: reason)) {
                try await services.likes.likedPosts()
            }
            await #expect(throws: ServiceError.unreadable(path: path, reason: reason)) {
                try await services.likes.like("p9")
            }
            #expect(temporary.contents("likes.journal") == journal)
        }
    }

    @Test func hostileJournalsAreRefusedInOneLineAndLeftAsTheyAre() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try await services.likes.like("p1")
        let beside = try Self.header(temporary).beside
        let good = Self.journal(beside: beside, [.like("p1"), .like("p2")])
        var damaged = good
        damaged[damaged.count - 3] ^= 1
        let long = String(repeating: "x", count: 5_000)
        let path = temporary.path + "/likes.journal"
        for (journal, reason) in [
            (Data(), "not a mosaic journal (no whole first line)"),
            (Data("garbage\n".utf8), "not a mosaic journal (its first line does not check)"),
            (Data(long.utf8), "not a mosaic journal (no whole first line)"),
            (damaged, "line 3 is damaged (its checksum is wrong)"),
            (good + Data((long + "\n").utf8), "line 4 is longer than a journal line (4096 bytes)"),
            (good + Data(long.utf8), "its last line is longer than a journal line (4096 bytes)"),
            (good + Data("3 like \"p3\" 00000000\n".utf8), "line 4 is damaged (its checksum is wrong)"),
            (
                good + Data(ChangeJournal.line(3, LikeChange.like("")).dropLast(10) + Array(" 0\n".utf8)),
                "line 4 is damaged (its checksum is wrong)"
            ),
            (
                Data(ChangeJournal<LikeChange>.withChecksum("mosaic journal 2 after 0 beside \(beside)")),
                "written by a newer mosaic (journal 2, this one reads 1)"
            ),
        ] {
            try journal.write(to: URL(fileURLWithPath: path))
            await #expect(throws: ServiceError.unreadable(path: path, reason: reason)) {
                try await services.likes.likedPosts()
            }
            do {
                try await services.likes.like("p9")
                Issue.record("a like was saved into a journal that \(reason)")
            } catch .unreadable(let named, let why) {
                #expect(named == path && !why.contains("\n"), "\(why)")
            }
            #expect(temporary.contents("likes.journal") == journal, "\(reason)")
        }
    }

    /// A save reads only the journal's ends: a line out of its place inside it, as only an edit
    /// can make, is found by the next read, which refuses the journal; nothing is lost.
    @Test func aLineOutOfPlaceIsFoundByTheNextRead() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        try await services.likes.like("p1")
        let beside = try Self.header(temporary).beside
        let journal =
            Self.journal(beside: beside, [.like("p1")]) + Data(ChangeJournal.line(3, LikeChange.like("p3")))
        try journal.write(to: URL(fileURLWithPath: temporary.path + "/likes.journal"))
        let refusal = ServiceError.unreadable(
            path: temporary.path + "/likes.journal", reason: "line 3 is change 3 where change 2 was next")
        await #expect(throws: refusal) { try await services.likes.likedPosts() }
        try await services.likes.like("p4")
        await #expect(throws: refusal) { try await services.likes.likedPosts() }
        #expect(temporary.contents("likes.journal")?.prefix(journal.count) == journal)
    }

    /// The bound of a data file holds: the journal never grows past what the file it is
    /// written into can hold, and the save that would outgrow the file is refused in one line.
    /// (Were the journal let grow, saves would go on until one that writes the file whole
    /// failed — and every save after it, an unlike too.)
    @Test func aLikeThatWouldOutgrowTheFileIsRefusedAndAnUnlikeStillSaves() async throws {
        let temporary = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: true)
        let limit = DocumentFile<[PostID]>.maximumBytes
        let huge = String(repeating: "x", count: limit - 400)
        try temporary.write(#"{"schemaVersion":1,"data":["\#(huge)"]}"#, to: "likes.json")
        let services = try ServiceBundle.live(directory: temporary.directory())
        var saved: [PostID] = []
        for number in 1...100 {
            let post = PostID("p\(number)")
            do {
                try await services.likes.like(post)
                saved.insert(post, at: 0)
            } catch {
                #expect(
                    error.description.contains("more than a data file holds (\(limit) bytes)"), "\(error)")
                break
            }
        }
        #expect((10..<60).contains(saved.count), "\(saved.count) likes saved before one was refused")
        #expect(try await services.likes.likedPosts() == saved + [PostID(huge)])
        try await services.likes.unlike(saved[0])
        #expect(try await services.likes.likedPosts() == saved.dropFirst() + [PostID(huge)])
        try await services.likes.unlike(PostID(huge))
        #expect(try await services.likes.likedPosts() == Array(saved.dropFirst()))
    }

    @Test func aChangeTooLongForAJournalLineIsSavedInTheFile() async throws {
        let temporary = TemporaryDirectory()
        let services = try ServiceBundle.live(directory: temporary.directory())
        let long = PostID(String(repeating: "y", count: ChangeJournal<LikeChange>.maximumLineBytes))
        try await services.likes.like("p1")
        try await services.likes.like(long)
        #expect(try Self.header(temporary).after == 1, "written whole, after the journal's one change")
        try await services.likes.like("p2")
        #expect(try await services.likes.likedPosts() == ["p2", long, "p1"])
    }
}
