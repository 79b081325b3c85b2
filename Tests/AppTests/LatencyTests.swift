import Foundation
import Testing

/// The app over slow services (`--latency MS`): loads show, screens left during their load
/// stay gone, and piped runs stay reproducible.
@Suite struct LatencyTests {
    @Test func aPipedSessionWaitsForEachLoadSoItPrintsWhatAnInstantOneDoes() throws {
        let input = "like 3\nopen 2\nauthor\nback\nback\ntab likes\nopen 1\n"
        let instant = try MosaicProcess.run(["--in-memory"], input: input)
        let slow = try MosaicProcess.run(["--in-memory", "--latency", "40"], input: input)
        #expect(slow.status == 0)
        #expect(slow.errors.isEmpty)
        #expect(slow.output == instant.output)
        #expect(!slow.output.contains("loading"))
    }

    @Test func backDuringASlowLoadAnswersAtOnceAndTheScreenNeverAppears() async throws {
        let folder = TemporaryFolder()
        let trace = folder.path + "-trace.jsonl"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        // Every service call takes 4 s: long enough that `back` comes during the post's load even
        // on a slow machine (under Thread Sanitizer a reaction takes about a second).
        let session = try LiveSession([
            "--in-memory", "--no-wait", "--latency", "4000", "--trace", trace, "open",
            "mosaic://feed/post/p1",
        ])
        #expect(await session.waitFor("Post p1\nLoading…\n\n⋯ loading\n"))
        let mark = session.mark
        let sentBack = ContinuousClock.now
        session.send("back")
        #expect(await session.waitFor("mosaic://feed\n", after: mark))
        #expect(ContinuousClock.now - sentBack < .milliseconds(2000), "back did not wait for the 4 s load")
        #expect(session.finish() == 0)
        #expect(!session.output.contains("author:"), "the post's content never appeared")
        #expect(session.errors.isEmpty)

        let records = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let post = records.filter { $0.contains(#""module":"Post#"#) }
        let closed = try #require(post.firstIndex { $0.contains(#""summary":"closed""#) })
        #expect(
            post[closed...].allSatisfy { !$0.contains(#""kind":"event""#) },
            "the post said nothing after its close")
        #expect(
            post.contains { $0.contains(#""kind":"dropped""#) }, "what its cancelled load did was dropped")
    }

    @Test func aScreenShowsThatItLoadsAndIsDrawnAgainWhenItsLoadEnds() async throws {
        let session = try LiveSession(["--in-memory", "--no-wait", "--latency", "300"])
        #expect(await session.waitFor("Feed\nLoading…\n\n⋯ loading\ncommands: like N"))
        #expect(await session.waitFor("[p10]"), "drawn again once loaded")
        session.send("tab likes")
        let mark = session.mark
        // The likes screen says it loads, then is drawn again, loaded.
        let loadedAfterLoading = await session.waitUntil(after: mark) { text in
            guard let loading = text.range(of: "Likes\nLoading…\n\n⋯ loading\ncommands:") else {
                return false
            }
            return text[loading.upperBound...].contains("\n\ncommands: open N")
        }
        #expect(loadedAfterLoading)
        #expect(session.finish() == 0)
    }

    @Test func aSlowCommandDoesNotHoldTheNextOne() async throws {
        let session = try LiveSession(["--in-memory", "--no-wait", "--latency", "3000"])
        #expect(await session.waitFor("Feed\nLoading…"))
        session.send("like 1")  // waits for the feed's 6 s load, then its own 3 s call
        let mark = session.mark
        let sent = ContinuousClock.now
        session.send("tab likes")
        #expect(await session.waitFor("mosaic://likes", after: mark))
        #expect(ContinuousClock.now - sent < .milliseconds(1500), "the tab opened while the feed was busy")
        #expect(session.finish() == 0)
        #expect(session.errors.isEmpty)
    }

    @Test func theLatencyOptionIsChecked() throws {
        for bad in ["-1", "soon", "60001"] {
            let result = try MosaicProcess.run(["--in-memory", "--latency", bad])
            #expect(result.status == 2)
            #expect(
                result.errorLines.first?.hasPrefix("error: --latency needs a number of milliseconds") == true)
        }
    }
}
