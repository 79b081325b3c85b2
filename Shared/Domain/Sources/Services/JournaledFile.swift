import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``DocumentFile`` with a journal beside it (a ``ChangeJournal``), so that a save costs its
/// change, not the document: the likes file, which grows with every like a person ever gave.
///
/// - A save appends its change's line to the journal and flushes it, under the directory's
///   exclusive lock, reading only the journal's first line and its last two: its cost does not
///   grow with what was saved before. A read replays the journal's changes over the document.
/// - When the journal has grown past a quarter of the document (or 8 KiB, whichever is more),
///   the next save writes the document whole with every change in it — its own too — and starts
///   an empty journal: a save's cost averaged over saves stays bounded, and so does a read's.
/// - The journal's first line names the document it was started beside (its inode, size and
///   modification time): a document changed since — edited, replaced, restored from a backup —
///   is read whole by the next save, which writes both anew, or fails if it cannot be read.
/// - The document says which journal change it holds last (`journalThrough`), the journal which
///   change it follows: a save killed between writing the document and starting the new journal
///   leaves a journal whose changes the document holds already, and they are not applied twice.
/// - Both are written as the document is: atomically, flushed, owner-only, through a symbolic
///   link; a journal that cannot be read fails every read and save, and is left as it is. (A
///   damaged line inside the journal is found by the next read; a save reads only its ends.)
package final class JournaledFile<Change: JournalChange>: Sendable {
    /// The document, written whole now and then.
    package let document: DocumentFile<Change.Document>
    /// The journal's path.
    package let journalPath: String

    /// The document `file` and its journal `journal` in `directory`.
    package init(
        _ file: DataDirectory.DataFile, journal: DataDirectory.DataFile, in directory: DataDirectory,
        initial: Change.Document
    ) {
        document = DocumentFile(file, in: directory, initial: initial)
        journalPath = directory.file(journal.rawValue)
    }

    private var directory: DataDirectory { document.directory }

    /// The document with the journal's changes applied, as it is on disk now.
    package func read() throws(ServiceError) -> Change.Document {
        try directory.withLock(exclusive: false) { () throws(ServiceError) in try readUnlocked().document }
    }

    /// Saves `change`: appends it to the journal, or writes the document whole when the journal
    /// has outgrown it. Nothing is written when the document cannot be read, or the journal's
    /// first line and last two (a save reads no more of it: a damaged line inside is found by
    /// the next read).
    package func record(_ change: Change) throws(ServiceError) {
        try directory.withLock(exclusive: true) { () throws(ServiceError) in
            if try !append(change) { try compact(adding: change) }
        }
    }

    /// Writes the initial document and an empty journal when there is no document yet.
    func seed() throws(ServiceError) {
        try directory.withLock(exclusive: true) { () throws(ServiceError) in
            if access(document.path, F_OK) != 0 { try compact(adding: nil) }
        }
    }

    /// The most bytes the journal may hold before the next save writes the document whole: a
    /// quarter of the document's bytes, at least 8 KiB — and never more than would let the
    /// document with the journal's changes outgrow a data file (a change's line is longer than
    /// what it adds to the document, so the document stays within the bytes of both).
    static func journalLimit(documentBytes: Int) -> Int {
        min(max(8 * 1024, documentBytes / 4), DocumentFile<Change.Document>.maximumBytes - documentBytes)
    }

    // MARK: Under the lock

    /// The document with the journal's changes it does not hold yet applied, and the number of
    /// the last change it now holds.
    private func readUnlocked() throws(ServiceError) -> (document: Change.Document, last: Int) {
        let snapshot = try document.readSnapshot()
        guard let bytes = try DocumentFile<Change.Document>.contents(of: journalPath) else {
            if access(journalPath, F_OK) != 0 { return (snapshot.document, snapshot.journalThrough) }
            throw .unreadable(path: journalPath, reason: "permission denied or not a regular file")
        }
        let journal: ChangeJournal<Change>
        switch ChangeJournal<Change>.parse(Array(bytes)) {
        case .read(let read): journal = read
        case .refused(let reason): throw .unreadable(path: journalPath, reason: reason)
        }
        let (through, name) = (snapshot.journalThrough, Self.name(document.path))
        guard journal.header.after <= through else {
            throw .unreadable(
                path: journalPath,
                reason:
                    "it follows change \(journal.header.after), and \(name) holds changes up to \(through) only"
            )
        }
        guard through <= journal.last else {
            throw .unreadable(
                path: journalPath,
                reason: "it ends at change \(journal.last), and \(name) holds changes up to \(through)")
        }
        let unapplied = Array(journal.changes.suffix(journal.last - through))
        return (Change.replay(unapplied, over: snapshot.document), journal.last)
    }

    /// Appends `change` to the journal, flushed; false, writing nothing, when the document must
    /// be written whole instead: no journal yet, the journal at its limit, a change too long for
    /// a line, or a document changed since the journal was started beside it (edited, replaced,
    /// restored — it is read whole, and refused if it cannot be). Reads only the journal's first
    /// line and last two.
    private func append(_ change: Change) throws(ServiceError) -> Bool {
        guard let (stamp, documentBytes) = Self.stamp(document.path) else { return false }
        let descriptor = open(journalPath, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return false }
            throw .unwritable(path: journalPath, reason: errorText())
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(path: journalPath, reason: "permission denied or not a regular file")
        }
        let journalBytes = Int(status.st_size)
        let maximumLine = ChangeJournal<Change>.maximumLineBytes
        let head = try read(descriptor, from: 0, count: min(journalBytes, maximumLine))
        let header: ChangeJournal<Change>.Header
        switch ChangeJournal<Change>.head(head[...]) {
        case .success(let read): header = read
        case .failure(let refusal): throw .unreadable(path: journalPath, reason: refusal.reason)
        }
        guard header.beside == stamp else { return false }
        let tailOffset = max(0, journalBytes - 2 * maximumLine)
        let tail = try read(descriptor, from: tailOffset, count: journalBytes - tailOffset)
        let next: (number: Int, end: Int)
        switch ChangeJournal<Change>.next(tail: tail[...], offset: tailOffset) {
        case .success(let found): next = found
        case .failure(let refusal): throw .unreadable(path: journalPath, reason: refusal.reason)
        }
        let line = ChangeJournal.line(next.number, change)
        guard line.count <= maximumLine,
            next.end + line.count <= Self.journalLimit(documentBytes: documentBytes)
        else { return false }
        // A torn line a killed save left is cut off first; so is this line's start, if it fails.
        guard next.end == journalBytes || ftruncate(descriptor, off_t(next.end)) == 0,
            Self.writeFully(descriptor, line, at: next.end), fsync(descriptor) == 0
        else {
            let failure = errorText()
            _ = ftruncate(descriptor, off_t(next.end))
            throw .unwritable(path: journalPath, reason: failure)
        }
        return true
    }

    /// Writes the document whole, with the journal's changes and `change` in it, then starts an
    /// empty journal after its last change, beside it. A kill between the two leaves the old
    /// journal, beside another file: the next save writes the document whole again, and reads
    /// skip the changes the document holds.
    private func compact(adding change: Change?) throws(ServiceError) {
        let current = try readUnlocked()
        let changed = change.map { Change.replay([$0], over: current.document) } ?? current.document
        try document.writeSnapshot(changed, journalThrough: current.last)
        guard let (stamp, _) = Self.stamp(document.path) else {
            throw .unwritable(path: document.path, reason: "it was gone as soon as it was written")
        }
        try DocumentFile<Change.Document>.writeAtomically(
            Data(ChangeJournal<Change>.line(.init(after: current.last, beside: stamp))), to: journalPath)
    }

    /// The regular file at `path` (through any link) as a journal's first line names it — its
    /// inode, size and modification time, `9175062-11890-1765087312123456789` — and its size;
    /// nil when there is none. (fuzz-journals starts journals with it, so that its saves append.)
    package static func stamp(_ path: String) -> (stamp: String, bytes: Int)? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        let nanoseconds = Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)
        return ("\(status.st_ino)-\(status.st_size)-\(nanoseconds)", Int(status.st_size))
    }

    /// `count` bytes of the journal open as `descriptor`, from offset `offset`.
    private func read(_ descriptor: Int32, from offset: Int, count: Int) throws(ServiceError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = buffer.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done))
            }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else {
                throw .unreadable(path: journalPath, reason: read < 0 ? errorText() : "cut short")
            }
            done += read
        }
        return buffer
    }

    /// The file name at the end of `path`.
    private static func name(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    private static func writeFully(_ descriptor: Int32, _ bytes: [UInt8], at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + done, $0.count - done, off_t(offset + done))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }
}
