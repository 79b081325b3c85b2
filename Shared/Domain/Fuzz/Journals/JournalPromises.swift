import Domain
import Foundation
import Services
import TestSupport

// fuzz-journals: the likes' journal as an edit, a crash or a disk left it, read by
// `ChangeJournal` and by the likes file (`JournaledFile`) as the likes service reads and saves.
//
// The first byte chooses how the journal is made: its low two bits are the change the file
// holds last (0–3); with its bit 2 set the rest is the whole journal, else it follows a first
// line that names the file as it is (so that saves append, reading only the journal's ends).
// With its bit 3 set, the rest is likes.json instead, with no journal beside it: the file as an
// edit or an earlier mosaic left it, read and written whole as the first save writes it.
// Promises, for any bytes:
// - the journal parses, or is refused with one line; the likes read, or are unreadable with
//   one line naming the journal or the file;
// - a save's reading of the journal's ends agrees with the whole parse: the next number, and
//   where the last whole line ends (a torn line after it is dropped by both);
// - likes that read, with a like and an unlike saved, read as the two applied to them;
// - a journal that cannot be read is never written over: a save fails and leaves both files'
//   bytes, or appends after the journal's last whole line (a save reads only its ends).

/// The folder the files are written in, one per run.
private let directory: DataDirectory = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-journals-\(getpid())").path
    let directory = DataDirectory(path: path)
    do {
        try directory.create()
    } catch {
        fatalError("cannot make \(path): \(error)")
    }
    return directory
}()

private let likes = JournaledFile<LikeChange>(.likes, journal: .likesJournal, in: directory, initial: [])
private typealias Journal = ChangeJournal<LikeChange>

func check(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let through = Int(first & 3)
    let document =
        first & 8 == 0
        ? Data(#"{"schemaVersion": 2, "data": ["p1", "p2"], "journalThrough": \#(through)}"#.utf8)
        : Data(input.dropFirst())
    write(document, to: likes.document.path)
    var journal = Array(input.dropFirst())
    if first & 8 != 0 {
        unlink(likes.journalPath)
        checkSaves(document: document, journal: nil)
        return
    }
    if first & 4 == 0 {
        journal =
            Journal.line(
                .init(
                    after: through,
                    beside: JournaledFile<LikeChange>.stamp(likes.document.path)?.stamp ?? "none")) + journal
    }
    write(Data(journal), to: likes.journalPath)
    checkParser(journal)
    checkSaves(document: document, journal: journal)
}

/// Likes that read, saved into, read as the changes applied to them; files that cannot be read
/// are never written over: `document` is likes.json's bytes, `journal` the journal's (nil: none).
private func checkSaves(document: Data, journal: [UInt8]?) {
    let before: [PostID]
    do throws(ServiceError) {
        before = try likes.read()
    } catch .unreadable(let path, let reason) {
        promise(
            [likes.journalPath, likes.document.path].contains(path), "an unreadable file named as \(path)")
        promise(!reason.isEmpty && !reason.contains("\n"), "the reason is one line: \(reason)")
        let saved = (try? likes.record(.like("fuzz"))) != nil
        promise(contents(likes.document.path) == document, "likes.json was written over")
        guard let journal else {
            promise(
                !saved && contents(likes.journalPath) == nil, "a like was saved beside an unreadable file")
            return
        }
        let now = contents(likes.journalPath) ?? Data()
        let whole = journal.lastIndex(of: 0x0A).map { journal[...$0] } ?? []
        promise(
            saved ? now.starts(with: whole) && now.count > whole.count : now == Data(journal),
            "the unreadable journal was written over (saved: \(saved))")
        return
    } catch {
        promise(false, "the likes cannot be read: \(error)")
        return
    }
    do throws(ServiceError) {
        try likes.record(.like("fuzz"))
        try likes.record(.unlike("p1"))
        let expected = LikeChange.replay([.like("fuzz"), .unlike("p1")], over: before)
        let after = try likes.read()
        promise(after == expected, "saved, the likes read \(after), not \(expected)")
    } catch {
        promise(false, "likes that read cannot be saved: \(error)")
    }
}

/// The parse of `journal` and a save's reading of its ends agree.
private func checkParser(_ journal: [UInt8]) {
    let parsed = Journal.parse(journal)
    guard case .read(let read) = parsed else {
        if case .refused(let reason) = parsed {
            promise(!reason.isEmpty && !reason.contains("\n"), "the refusal is one line: \(reason)")
        }
        return
    }
    promise(
        journal[read.end...].count < Journal.maximumLineBytes, "a torn line longer than a line was dropped")
    promise(
        read.end == 0 || journal[read.end - 1] == 0x0A, "the whole lines end at \(read.end), no line break")
    promise(
        (try? Journal.head(journal[...]).get()) == read.header, "the first line read alone differs")
    let offset = max(0, journal.count - 2 * Journal.maximumLineBytes)
    switch Journal.next(tail: journal[offset...], offset: offset) {
    case .success(let next):
        promise(
            next.number == read.last + 1 && next.end == read.end,
            "the ends say change \(next.number) at \(next.end); the parse, \(read.last + 1) at \(read.end)")
    case .failure(let refusal):
        promise(false, "the ends are refused (\(refusal.reason)); the whole journal parses")
    }
}

private func write(_ data: Data, to path: String) {
    do {
        try data.write(to: URL(fileURLWithPath: path))
    } catch {
        fatalError("cannot write \(path): \(error)")
    }
}

private func contents(_ path: String) -> Data? {
    try? DocumentFile<[PostID]>.contents(of: path)
}
