import Domain
import Foundation
import PNG
import Services

/// What one like costs to save, and a start to read the likes, as the likes file grows: a data
/// directory whose likes file holds `likes` likes (written as an earlier mosaic wrote it, with no
/// journal), then likes and unlikes of one more post, each a save as a person's like is (a line
/// appended to the likes' journal and flushed, under the lock). The row of 1,000 likes is the
/// baseline the others divide by. Then the journal is filled to just below its limit, as the
/// saves of many days would leave it, and a start and the save that writes the file whole (the
/// journal's changes folded in) are measured at their worst.
enum LikeSaveBenchmark {
    struct Result {
        var likes: Int
        /// The best of the saves, and their median.
        var bestSave: Duration
        var medianSave: Duration
        /// A start (the services made, the likes read) with an empty journal, and with a full one.
        var start: Duration
        var startWithFullJournal: Duration
        /// The journal's lines when full: one save in so many writes the file whole.
        var journalLines: Int
        /// The save that writes the file whole, the full journal's changes in it.
        var wholeSave: Duration
        /// The file's size.
        var bytes: Int
    }

    static func run(likes: Int, saves: Int) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mosaic-like-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let directory = DataDirectory(path: folder.path)
        try seed(likes: likes, in: directory)
        let services = try ServiceBundle.live(directory: directory)
        // The first save writes the file whole, as this mosaic writes it, and starts its journal.
        try await services.likes.like("bench")
        let clock = ContinuousClock()
        func measureStart() async throws -> Duration {
            try await clock.measure {
                _ = try await ServiceBundle.live(directory: directory).likes.likedPosts()
            }
        }
        let start = try await measureStart()
        var times: [Duration] = []
        for round in 0..<saves {
            let post = PostID("bench\(round)")
            times.append(try await clock.measure { try await services.likes.like(post) })
            times.append(try await clock.measure { try await services.likes.unlike(post) })
        }
        times.sort()
        let bytes = try size(directory.file("likes.json"))
        let journalLines = try fillJournal(in: directory, fileBytes: bytes)
        let startWithFullJournal = try await measureStart()
        let longer = PostID("a-post-whose-line-no-longer-fits")
        let wholeSave = try await clock.measure { try await services.likes.like(longer) }
        guard try size(directory.file("likes.json")) > bytes,
            try await services.likes.likedPosts().count > likes
        else { throw BenchmarkFailure("the save after the journal was filled did not write the file whole") }
        return Result(
            likes: likes, bestSave: times[0], medianSave: times[times.count / 2], start: start,
            startWithFullJournal: startWithFullJournal, journalLines: journalLines, wholeSave: wholeSave,
            bytes: bytes)
    }

    /// A likes file of `likes` likes, as an earlier mosaic wrote one (its envelope, pretty-printed).
    private static func seed(likes: Int, in directory: DataDirectory) throws {
        let ids = (0..<likes).map { "    \"p\($0)\"" }.joined(separator: ",\n")
        let text = "{\n  \"data\" : [\n\(ids)\n  ],\n  \"schemaVersion\" : 1\n}"
        try text.write(toFile: directory.file("likes.json"), atomically: true, encoding: .utf8)
    }

    /// Appends likes to the journal, as mosaic writes them (`12 like "fill12" 0c9e36b1`), until
    /// no more fits under its limit (a quarter of the file's `fileBytes`, 8 KiB at least:
    /// Services' `JournaledFile`); returns its lines then.
    private static func fillJournal(in directory: DataDirectory, fileBytes: Int) throws -> Int {
        let path = directory.file("likes.journal")
        var journal = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let last = journal.split(separator: 0x0A).last,
            let number = Int(String(decoding: last.prefix { $0 != 0x20 }, as: UTF8.self))
        else { throw BenchmarkFailure("the journal's last line is no change") }
        let limit = max(8 * 1024, fileBytes / 4)
        var next = number + 1
        while true {
            let text = Array("\(next) like \"fill\(next)\"".utf8)
            let digits = String(CRC32.checksum(text[...]), radix: 16)
            let line = text + Array(" \(String(repeating: "0", count: 8 - digits.count) + digits)\n".utf8)
            guard journal.count + line.count <= limit else { break }
            journal.append(contentsOf: line)
            next += 1
        }
        try journal.write(to: URL(fileURLWithPath: path))
        return next - 1
    }

    private static func size(_ path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    }
}

/// A benchmark that could not measure what it meant to.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
