import Domain
import Foundation
import Services

/// What one like costs to save, and the likes file to read, as the file grows: a data directory
/// whose likes file holds `likes` likes (written as mosaic writes it), then likes and unlikes
/// of one more post, each a save as a person's like is (read, change, write atomically and
/// flushed, under the lock). The row of 1,000 likes is the baseline the others divide by.
enum LikeSaveBenchmark {
    struct Result {
        var likes: Int
        /// The best of the saves, and their median.
        var bestSave: Duration
        var medianSave: Duration
        /// The likes read once, as a start reads them.
        var read: Duration
        /// The file's size.
        var bytes: Int
    }

    static func run(likes: Int, saves: Int) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mosaic-like-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = DataDirectory(path: folder.path)
        let services = try ServiceBundle.live(directory: directory)
        try seed(likes: likes, in: directory)
        let clock = ContinuousClock()
        let read = try await clock.measure { _ = try await services.likes.likedPosts() }
        var times: [Duration] = []
        for round in 0..<saves {
            let post = PostID("bench\(round)")
            times.append(try await clock.measure { try await services.likes.like(post) })
            times.append(try await clock.measure { try await services.likes.unlike(post) })
        }
        times.sort()
        let bytes =
            (try? FileManager.default.attributesOfItem(atPath: directory.file("likes.json"))[.size] as? Int)
            ?? 0
        return Result(
            likes: likes, bestSave: times[0], medianSave: times[times.count / 2], read: read, bytes: bytes)
    }

    /// A likes file of `likes` likes, as mosaic writes one (its envelope, pretty-printed).
    private static func seed(likes: Int, in directory: DataDirectory) throws {
        let ids = (0..<likes).map { "    \"p\($0)\"" }.joined(separator: ",\n")
        let text = "{\n  \"data\" : [\n\(ids)\n  ],\n  \"schemaVersion\" : 1\n}"
        try text.write(toFile: directory.file("likes.json"), atomically: true, encoding: .utf8)
    }
}
