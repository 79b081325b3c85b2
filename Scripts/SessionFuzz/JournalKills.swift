import Foundation
import TestSupport

/// kill -9 while likes are saved into a large likes file: each a line appended to the likes'
/// journal, and — at the first save of each round, since the round begins by touching
/// `likes.json` as an edit or a backup would — the file written whole with the journal's
/// changes folded in, then a new journal started. Nothing confirmed is lost, nothing unasked is
/// saved: every like the file began with is still there, once, and the feed's ten posts are
/// liked as the commands typed leave them after some number of them — no fewer than the last
/// screen printed shows (a screen is printed once its like is saved; the ones after it may
/// have been saved, their screens lost in the output's buffer when the process was killed).
enum JournalKills {
    /// The likes the file begins with: enough that writing it whole takes a while.
    static let earlier = 20_000

    /// What a round types: likes and unlikes of the feed's ten posts, ten of each in turn.
    static func commands(_ random: inout SeededRandom) -> [String] {
        (0..<300).map { index in
            "\(index / 10 % 2 == 0 ? "like" : "unlike") \(Int.random(in: 1...10, using: &random))"
        }
    }

    /// One round in `directory` (made and seeded at the first), typing `commands`, its likes
    /// file touched `age` seconds back: returns its failures.
    static func round(
        _ binary: String, in directory: String, killAfter delay: Int, commands: [String], age: Double
    ) async throws -> [String] {
        let likesFile = directory + "/likes.json"
        if !FileManager.default.fileExists(atPath: likesFile) {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let ids = (0..<earlier).map { "    \"earlier\($0)\"" }.joined(separator: ",\n")
            _ = FileManager.default.createFile(
                atPath: likesFile,
                contents: Data("{\n  \"data\" : [\n\(ids)\n  ],\n  \"schemaVersion\" : 1\n}\n".utf8),
                attributes: [.posixPermissions: 0o600])
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: likesFile)
        // Every other round is killed as soon as the file was written whole, if it was before
        // the delay: before the new journal is started, or just after.
        let written = inode(likesFile)
        let run = try MosaicRun.run(
            binary, ["--data-dir", directory], input: Array((commands.joined(separator: "\n") + "\n").utf8),
            killAfter: delay, killWhen: delay % 2 == 0 ? { inode(likesFile) != written } : nil)
        var failures = await SessionChecks.dataFiles(in: directory)
        guard let saved = try? await SessionChecks.savedLikes(in: directory).get() else { return failures }
        if Set(saved).count != saved.count { failures.append("a post is liked twice") }
        let kept = saved.filter { $0.hasPrefix("earlier") }.count
        if kept != earlier { failures.append("\(earlier - kept) of the file's \(earlier) likes were lost") }
        failures += confirmedLikesKept(
            screens: feedScreens(run.outputText), typed: commands, saved: Set(saved))
        return failures
    }

    /// The inode of the file at `path` (0 when there is none): writing a file whole replaces it.
    static func inode(_ path: String) -> UInt64 {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : 0
    }

    /// A failure when the feed's likes `saved` are not what the commands `typed` leave after
    /// as many of them as `screens` (the feed screens printed, in order) show, or more.
    static func confirmedLikesKept(screens: [[String: Bool]], typed: [String], saved: Set<String>) -> [String]
    {
        guard var liked = screens.first else { return [] }  // killed before the first screen
        var states = [liked]  // after each command that changed something: each prints a screen
        for command in typed {
            let words = command.split(separator: " ")
            let post = "p\(words[1])"
            if liked[post] != (words[0] == "like") {
                liked[post] = words[0] == "like"
                states.append(liked)
            }
        }
        for (index, screen) in screens.enumerated() where index >= states.count || states[index] != screen {
            return ["screen \(index + 1) shows likes the commands typed do not lead to: \(screen)"]
        }
        let savedLikes = liked.mapValues { _ in false }.merging(saved.map { ($0, true) }) { _, saved in saved
        }
        .filter { liked.keys.contains($0.key) }
        guard states[(screens.count - 1)...].contains(savedLikes) else {
            let shown = screens.last!.filter(\.value).keys.sorted()
            let kept = savedLikes.filter(\.value).keys.sorted()
            return [
                "the last screen printed showed \(shown) liked; saved are \(kept): no later command leads there"
            ]
        }
        return []
    }

    /// Whether each post of each whole feed screen in `output` showed as liked, in order.
    static func feedScreens(_ output: String) -> [[String: Bool]] {
        output.components(separatedBy: "mosaic://feed\n").dropFirst().compactMap { screen in
            guard let end = screen.range(of: "\ncommands: ") else { return nil }
            var shown: [String: Bool] = [:]
            for line in screen[..<end.lowerBound].split(separator: "\n") {
                guard let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]"), open < close,
                    let row = line.split(separator: ".").first, row == "\(shown.count + 1)"
                else { continue }
                let post = String(line[line.index(after: open)..<close])
                guard post == "p\(row)" else { return nil }  // the feed shows p1 to p10 in order
                shown[post] = line.contains("♥")
            }
            return shown.count == 10 ? shown : nil
        }
    }
}
