import Domain
import HiddenCharacters

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

/// Why ``DocumentFile/change(_:)`` wrote nothing.
enum DocumentChangeError<Refusal: Error>: Error {
    /// The change refused.
    case refused(Refusal)
    /// The file could not be read or written.
    case failed(ServiceError)
}

/// One JSON document in the data directory, as `{"schemaVersion": 1, "data": …}`.
///
/// - A missing file reads as the initial document.
/// - A file that cannot be read or parsed, or that a newer version wrote, is a
///   ``ServiceError/unreadable(path:reason:)`` naming it — and since every change reads the
///   file first, such a file is never written over.
/// - Changes are read-modify-write under the directory's exclusive lock, written atomically:
///   a temporary file is written, flushed to disk and renamed over the old one.
/// - Files are created readable and writable by their owner only.
/// - A file that is a symbolic link is read and written through the link; the link stays.
/// - A document kept with a journal beside it (``JournaledFile``) is written as schema 2,
///   saying which of the journal's changes it holds: a mosaic that knows no journal refuses it
///   as newer rather than read it without the changes saved since.
package final class DocumentFile<Document: Codable & Sendable>: Sendable {
    /// The schema version this build writes and reads.
    static var schemaVersion: Int { 1 }
    /// The schema version of a document with a journal beside it.
    static var journaledSchemaVersion: Int { 2 }

    let directory: DataDirectory
    package let path: String
    let initial: Document

    package init(_ name: String, in directory: DataDirectory, initial: Document) {
        self.directory = directory
        path = directory.file(name)
        self.initial = initial
    }

    /// Mosaic's data file `file` in `directory`.
    package convenience init(_ file: DataDirectory.DataFile, in directory: DataDirectory, initial: Document) {
        self.init(file.rawValue, in: directory, initial: initial)
    }

    private struct Envelope: Codable {
        var schemaVersion: Int
        var data: Document
        /// With a journal beside the file: the number of its last change the document holds.
        var journalThrough: Int?
    }

    private struct VersionOnly: Decodable {
        var schemaVersion: Int
    }

    /// The document as it is on disk now.
    package func read() throws(ServiceError) -> Document {
        try directory.withLock(exclusive: false) { () throws(ServiceError) -> Document in try readUnlocked() }
    }

    /// Reads the document, applies `change` and writes the result atomically, all under the
    /// exclusive lock. Nothing is written when reading or `change` fails.
    @discardableResult
    package func update(_ change: (inout Document) throws(ServiceError) -> Void) throws(ServiceError)
        -> Document
    {
        try directory.withLock(exclusive: true) { () throws(ServiceError) -> Document in
            var document = try readUnlocked()
            try change(&document)
            try write(document)
            return document
        }
    }

    /// Like ``update(_:)``, for a change that may refuse with its own error: under the same
    /// lock, nothing is written when it refuses, and its refusal is thrown as it is.
    func change<Refusal: Error>(_ change: (inout Document) throws(Refusal) -> Void)
        throws(DocumentChangeError<Refusal>) -> Document
    {
        var refusal: Refusal?
        let changed: Document?
        do throws(ServiceError) {
            changed = try directory.withLock(exclusive: true) { () throws(ServiceError) -> Document? in
                var document = try readUnlocked()
                do throws(Refusal) {
                    try change(&document)
                } catch {
                    refusal = error
                    return nil
                }
                try write(document)
                return document
            }
        } catch {
            throw .failed(error)
        }
        if let refusal { throw .refused(refusal) }
        guard let changed else { throw .failed(.unwritable(path: path, reason: "nothing was written")) }
        return changed
    }

    /// Writes the initial document if the file does not exist yet.
    func seed() throws(ServiceError) {
        try directory.withLock(exclusive: true) { () throws(ServiceError) in
            if access(path, F_OK) != 0 { try write(initial) }
        }
    }

    /// The most bytes a data file may hold: far more than any person's data, far less than memory.
    static var maximumBytes: Int { 16 * 1024 * 1024 }

    private func readUnlocked() throws(ServiceError) -> Document {
        try readEnvelope(upTo: Self.schemaVersion).data
    }

    /// The document and the number of the last journal change it holds (0 for a document
    /// written without a journal), for a ``JournaledFile`` holding the directory's lock.
    func readSnapshot() throws(ServiceError) -> (document: Document, journalThrough: Int) {
        let envelope = try readEnvelope(upTo: Self.journaledSchemaVersion)
        return (envelope.data, envelope.journalThrough ?? 0)
    }

    /// Writes `document` as holding the journal's changes through `journalThrough`, for a
    /// ``JournaledFile`` holding the directory's exclusive lock.
    func writeSnapshot(_ document: Document, journalThrough: Int) throws(ServiceError) {
        try write(
            Envelope(
                schemaVersion: Self.journaledSchemaVersion, data: document, journalThrough: journalThrough))
    }

    /// The file's envelope, when a schema up to `newest` wrote it (the initial document's when
    /// there is no file).
    private func readEnvelope(upTo newest: Int) throws(ServiceError) -> Envelope {
        guard let data = try Self.contents(of: path) else {
            if access(path, F_OK) != 0 { return Envelope(schemaVersion: Self.schemaVersion, data: initial) }
            throw .unreadable(path: path, reason: "permission denied or not a regular file")
        }
        let decoder = JSONDecoder()
        guard let version = try? decoder.decode(VersionOnly.self, from: data) else {
            throw .unreadable(path: path, reason: "not a mosaic data file (invalid JSON or no schemaVersion)")
        }
        guard version.schemaVersion <= newest else {
            throw .unreadable(
                path: path,
                reason:
                    "written by a newer mosaic (schema \(version.schemaVersion), this one reads \(newest))")
        }
        let envelope: Envelope
        do {
            envelope = try decoder.decode(Envelope.self, from: data)
        } catch {
            // What the decoder says quotes the file's own keys: one line, whatever they hold.
            throw .unreadable(
                path: path, reason: "unexpected content (\(Self.describe(error).hiddenShownAsQuestionMarks))")
        }
        guard (envelope.journalThrough ?? 0) >= 0 else {
            throw .unreadable(path: path, reason: "unexpected content (journalThrough is negative)")
        }
        return envelope
    }

    private func write(_ document: Document) throws(ServiceError) {
        try write(Envelope(schemaVersion: Self.schemaVersion, data: document))
    }

    private func write(_ envelope: Envelope) throws(ServiceError) {
        let encoder = JSONEncoder()
        // Slashes as people write them: "mosaic://feed", not "mosaic:\/\/feed".
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(envelope) + Data("\n".utf8)
        } catch {
            throw .unwritable(path: path, reason: "cannot encode the document")
        }
        // What no read would take back is not written: the file stays as it was.
        guard data.count <= Self.maximumBytes else {
            throw .unwritable(
                path: path,
                reason: "\(data.count) bytes, more than a data file holds (\(Self.maximumBytes) bytes)")
        }
        try Self.writeAtomically(data, to: path)
    }

    /// The bytes of the regular file at `path`, or nil when it cannot be opened or is no regular
    /// file (a folder, a pipe: never waited on). Read here, not with `FileManager`, whose
    /// `contents(atPath:)` leaks a buffer for each empty file it reads on Linux (found by
    /// fuzz-data-files under LeakSanitizer).
    package static func contents(of path: String) throws(ServiceError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        guard status.st_size <= maximumBytes else {
            throw .unreadable(
                path: path, reason: "\(status.st_size) bytes, more than a data file holds (\(maximumBytes))")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maximumBytes {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return Data(bytes) }
            bytes += buffer[..<count]
        }
        throw .unreadable(path: path, reason: "more than a data file holds (\(maximumBytes) bytes)")
    }

    /// Writes `data` to a temporary file beside `path`, flushes it, and renames it over `path`.
    /// A data file that is a symbolic link is followed: its target is replaced and the link
    /// stays, so the file it points to is never left stale.
    static func writeAtomically(_ data: Data, to link: String) throws(ServiceError) {
        let path = followingLinks(link)
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: errorText()) }
        var failure: String?
        fchmod(descriptor, 0o600)
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errorText()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errorText() }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = errorText() }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: path, reason: failure)
        }
        let folder = open(Self.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// `path` with every symbolic link resolved, or `path` itself when it does not exist yet.
    static func followingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder holding `path` (`.` for a bare file name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing \(key.stringValue.quotedInMessage)"
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            "\(keys(context).quotedInMessage): \(context.debugDescription.quotedInMessage)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at \(keys(context).quotedInMessage)"
        default: "cannot decode"
        }
    }

    /// Where in the document a decoding error is: its keys, joined by dots (`likes.3`).
    private static func keys(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
    private let systemRead = Glibc.read
#elseif canImport(Musl)
    private let systemWrite = Musl.write
    private let systemRead = Musl.read
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
    private let systemRead = Darwin.read
#endif
