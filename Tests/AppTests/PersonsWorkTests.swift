import Foundation
import Testing

/// What a person asked of a screen is theirs: it is carried out when they leave the screen —
/// covered, hidden or closed — or they are told why it could not be (through the real binary,
/// over slow services).
@Suite struct PersonsWorkTests {
    @Test func aLikeGivenOnAPostThePersonLeftIsSavedAndShownWhenTheyComeBack() async throws {
        let session = try LiveSession(["--in-memory", "--no-wait", "--latency", "800"])
        #expect(await session.waitFor("[p10]"), "the feed loaded")
        var mark = session.mark
        session.send("open 1")
        #expect(await session.waitFor("likes:   ♡ 7", after: mark), "the post loaded")
        mark = session.mark
        session.send("like")  // an 800 ms call
        session.send("back")  // closes the post while the like is being saved
        #expect(await session.waitFor("mosaic://feed\n", after: mark))
        mark = session.mark
        session.send("open 1")
        #expect(await session.waitFor("likes:   ♥ 8 (you like this)", after: mark), "the like was saved")
        #expect(await session.finish() == 0)
        #expect(session.errors.isEmpty)
    }

    @Test func aLikeGivenOnAFeedThePersonHidByATabSwitchIsListedOnceSaved() async throws {
        let session = try LiveSession(["--in-memory", "--no-wait", "--latency", "800"])
        #expect(await session.waitFor("[p10]"), "the feed loaded")
        let mark = session.mark
        session.send("like 1")  // an 800 ms call
        session.send("tab likes")
        let listed = await session.waitUntil(after: mark) { output in
            guard let likes = output.range(of: "mosaic://likes\n") else { return false }
            return output[likes.upperBound...].contains("[p1]  @alice")
        }
        #expect(listed, "the likes tab lists p1 once the like was saved")
        #expect(await session.finish() == 0)
        #expect(session.errors.isEmpty)
    }

    @Test func quittingWhileALikeIsBeingSavedFinishesItFirstAndSaysSo() async throws {
        let folder = TemporaryFolder()
        let session = try LiveSession(["--data-dir", folder.data, "--no-wait", "--latency", "800"])
        #expect(await session.waitFor("[p10]"), "the feed loaded")
        session.send("like 3")  // an 800 ms call
        session.send("quit")
        #expect(await session.finish() == 0)
        #expect(session.output.contains("finishing what you asked…"))
        #expect(await folder.likedPosts().contains("p3"), "the like was saved before the session ended")
        #expect(session.errors.isEmpty)
    }

    @Test func aLikeThatFailsAfterThePersonLeftItsScreenIsToldInOneLine() async throws {
        let folder = TemporaryFolder()
        let session = try LiveSession(["--data-dir", folder.data, "--no-wait", "--latency", "300"])
        #expect(await session.waitFor("[p10]"), "the feed loaded")
        var mark = session.mark
        session.send("open 1")
        #expect(await session.waitFor("likes:   ♡ 7", after: mark), "the post loaded")
        // The likes file can no longer be written: the like will fail.
        let likes = folder.data + "/likes.json"
        try? FileManager.default.removeItem(atPath: likes)
        try FileManager.default.createDirectory(atPath: likes, withIntermediateDirectories: false)
        mark = session.mark
        session.send("like")
        session.send("back")
        #expect(await session.waitFor("mosaic://feed\n", after: mark))
        let deadline = ContinuousClock.now + .seconds(20)
        while !session.errors.contains("error: like (on a screen you left): "), ContinuousClock.now < deadline
        {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(
            session.errors.split(separator: "\n").contains {
                $0.hasPrefix("error: like (on a screen you left): cannot read ")
            },
            "the person was told: \(session.errors)")
        #expect(await session.finish() == 1)
    }
}
