import Domain
import Foundation
import TestSupport
import Testing

@testable import Services

/// The journal's text, read without a file: what a save writes, what a read and a save read back.
@Suite struct ChangeJournalTests {
    typealias Journal = ChangeJournal<LikeChange>

    static let header = Journal.Header(after: 41, beside: "9-120-1765087312000000001")

    static func text(_ changes: [LikeChange]) -> [UInt8] {
        var bytes = Journal.line(header)
        for (offset, change) in changes.enumerated() { bytes += Journal.line(42 + offset, change) }
        return bytes
    }

    @Test func aJournalReadsAsItWasWrittenAndATornLastLineIsDropped() throws {
        let changes: [LikeChange] = [.like("p7"), .unlike("p2"), .like("p2")]
        let whole = Self.text(changes)
        let expected = Journal(header: Self.header, changes: changes, end: whole.count)
        #expect(Journal.parse(whole) == .read(expected))
        #expect(String(decoding: whole, as: UTF8.self).split(separator: "\n")[1].hasPrefix(#"42 like "p7" "#))
        let torn = Journal.line(45, .like("p9"))
        for length in 0..<torn.count {
            #expect(
                Journal.parse(whole + torn.prefix(length)) == .read(expected), "\(length) bytes of a line")
        }
        #expect(Journal.parse(whole + torn).read?.changes.last == .like("p9"))
    }

    @Test func aSaveReadsTheNextNumberAndTheEndFromTheJournalsLastBytes() throws {
        var journal = Self.text([])
        #expect(try Journal.next(tail: journal[...], offset: 0).get() == (42, journal.count))
        for number in 42..<400 { journal += Journal.line(number, .like(PostID("post\(number)"))) }
        let torn = Array(#"400 like "pos"#.utf8)
        let offset = journal.count + torn.count - 2 * Journal.maximumLineBytes
        let tail = (journal + torn)[offset...]
        #expect(try Journal.next(tail: tail, offset: offset).get() == (400, journal.count))
        #expect(Journal.parse(journal + torn).read?.end == journal.count)
    }

    @Test func everyIdStaysOnItsLineAndReadsBackTheSame() throws {
        for id in [
            "p1", "", "a\"b", #"back\slash"#, "line\nbreak", "\u{1B}[2J", "naïve 🌍", "a/b", "\u{2028}",
        ] {
            for change in [LikeChange.like(PostID(id)), .unlike(PostID(id))] {
                let line = Journal.line(42, change)
                #expect(line.filter { $0 == 0x0A }.count == 1 && line.last == 0x0A, "\(id)")
                let parsed = Journal.parse(Journal.line(Self.header) + line)
                #expect(parsed.read?.changes == [change], "\(id)")
            }
        }
    }

    @Test func wordsThatAreNoChangeAreRefused() {
        for words in [
            "like p1", #"like "p1"#, #"like "p1" "p2""#, #"love "p1""#, #"like  "p1""#, #"unlike"#,
            "like \"\u{1}\"",
        ] {
            let line = Journal.withChecksum("42 " + words)
            #expect(
                Journal.parse(Journal.line(Self.header) + line)
                    == .refused("line 2 says no change mosaic makes"),
                "\(words)")
        }
    }

    /// The replay ranks each post once; this is the rule it must keep — each change applied as
    /// a save applied it before there was a journal — over random changes of few posts.
    @Test func replayingChangesEqualsApplyingThemOneByOne() {
        var random = SeededRandom(seed: 86)
        for _ in 0..<300 {
            let posts = (0..<Int.random(in: 1...8, using: &random)).map { PostID("p\($0)") }
            // A post twice, as only an edit makes, is kept as each change kept it before.
            var likes = (posts + posts.prefix(1)).filter { _ in Bool.random(using: &random) }.shuffled(
                using: &random)
            let changes = (0..<Int.random(in: 0...20, using: &random)).map { _ -> LikeChange in
                let post = posts.randomElement(using: &random)!
                return Bool.random(using: &random) ? .like(post) : .unlike(post)
            }
            let replayed = LikeChange.replay(changes, over: likes)
            for change in changes {
                switch change {
                case .like(let post): if !likes.contains(post) { likes.insert(post, at: 0) }
                case .unlike(let post): likes.removeAll { $0 == post }
                }
            }
            #expect(replayed == likes, "\(changes)")
        }
    }

    @Test func aPostTwiceInAnEditedFileStaysTwiceUntilItIsUnliked() {
        #expect(
            LikeChange.replay([.like("p9"), .like("p1")], over: ["p1", "p2", "p1"]) == [
                "p9", "p1", "p2", "p1",
            ])
        #expect(LikeChange.replay([.unlike("p1"), .like("p1")], over: ["p1", "p2", "p1"]) == ["p1", "p2"])
    }
}

extension ChangeJournal.Parsed {
    /// The journal read, if it was.
    var read: ChangeJournal? {
        if case .read(let journal) = self { journal } else { nil }
    }
}
