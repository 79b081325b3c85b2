import Foundation
import Testing

/// The app over slow services (`--latency MS`): loads show, screens left during their load
/// stay gone, and piped runs stay reproducible.
@Suite struct LatencyTests {
    @Test func aPipedSessionWaitsForEachLoadSoItPrintsWhatAnInstantOneDoes() async throws {
        let input = "like 3\nopen 2\nauthor\nback\nback\ntab likes\nopen 1\n"
        let instant = try await MosaicProcess.run(["--in-memory"], input: input)
        let slow = try await MosaicProcess.run(["--in-memory", "--latency", "40"], input: input)
        #expect(slow.status == 0)
        #expect(slow.errors.isEmpty)
        #expect(slow.output == instant.output)
        #expect(!slow.output.contains("loading"))
    }

    @Test func backDuringASlowLoadAnswersAtOnceAndTheScreenNeverAppears() async throws {
        let folder = TemporaryFolder()
        let trace = folder.path + "-trace.jsonl"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        // Every service call takes 4 s. The session starts on the post, and `back` is typed at
        // once: it comes during the post's load however slow the machine, without a clock.
        let session = try LiveSession([
            "--in-memory", "--no-wait", "--latency", "4000", "--trace", trace, "open",
            "mosaic://feed/post/p1",
        ])
        session.send("back")
        #expect(await session.waitFor("Post p1\nLoading…\n"), "the post showed that it loads")
        // The feed shows while its own 8 s load still runs: `back` did not wait for any load.
        #expect(await session.waitFor("mosaic://feed\n[feed]  likes   me   settings\n\nFeed\nLoading…"))
        #expect(await session.finish() == 0)
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
        session.send("tab me")
        let mark = session.mark
        // The profile takes longer than a step's grace: it says it loads, then is drawn again, loaded.
        let loadedAfterLoading = await session.waitUntil(after: mark) { text in
            guard let loading = text.range(of: "⋯ loading\ncommands: grid") else { return false }
            return text[loading.upperBound...].contains(" following")
        }
        #expect(loadedAfterLoading)
        #expect(await session.finish() == 0)
    }

    @Test func aStepWhoseLoadsEndWithinItsGraceIsShownOnceLoaded() async throws {
        let session = try LiveSession(["--in-memory", "--no-wait"])
        #expect(await session.waitFor("[p10]"))
        let mark = session.mark
        session.send("author 2")
        #expect(await session.waitFor(" following", after: mark))
        // A later command's output is the marker: whatever the step drew comes before it.
        let linked = session.mark
        session.send("link")
        #expect(await session.waitFor("mosaic://feed/profile/bob\n", after: linked))
        let shown = session.output.dropFirst(mark).prefix(linked - mark)
        #expect(shown.components(separatedBy: "\ncommands: ").count == 2, "one screen: \(shown)")
        #expect(!shown.contains("Loading"))
        #expect(await session.finish() == 0)
    }

    @Test func aCommandTypedWhileItsScreenLoadsRunsOnceTheLoadEndedOnTheRowsItBrought() async throws {
        // Every service call takes 2.5 s: `more` and `like 1` come while the feed's first page
        // loads, and run in the order typed once it ended.
        let session = try LiveSession(["--in-memory", "--no-wait", "--latency", "2500"])
        session.send("more")
        session.send("like 1")
        #expect(await session.waitFor("[p11]"), "the next page, after the page the load brought")
        #expect(await session.waitFor("♥ 13"), "row 1 of the page `more` brought (p11, ♡ 12), liked")
        let mark = session.mark
        session.send("link")
        #expect(await session.waitFor("mosaic://feed\n", after: mark))
        #expect(await session.finish() == 0)
        #expect(session.errors == "", "nothing refused: each ran once the load before it ended")
    }

    @Test func anActionOnALoadedScreenDoesNotHoldANavigationTypedAfterIt() async throws {
        // Every call of the likes takes 10 s, the feed's read of them and the like: so that only a
        // tab that waited for the like shows after it. A tab shows in 0.3 s here (two graces); the
        // Thread Sanitizer on a busy machine took 2.8 s once and more than 6 s another time (CI, the
        // test beside it), so 10 s. The other services answer at once: the margin is all the
        // like's, and costs the test 20 s, run beside the others. No clock is read: the like's own
        // render is the marker.
        let session = try LiveSession(
            ["--in-memory", "--no-wait", "--latency", "likes=10000"], slowServices: true)
        #expect(await session.waitFor("[p10]"), "the feed loaded")
        let mark = session.mark
        session.send("like 1")  // a 10 s call
        session.send("tab likes")
        // The likes tab shows while the like is still being saved.
        let shown = await session.waitUntil(after: mark) { output in
            guard let likes = output.range(of: "mosaic://likes\n") else { return false }
            return !output[..<likes.lowerBound].contains("♥ 8")
        }
        #expect(shown)
        // `quit` waits for what the person asked (the like), not for the screens' loads.
        session.send("quit")
        #expect(await session.finish() == 0)
        #expect(session.errors.isEmpty)
    }

    @Test func aLikeIsSavedAndShownWhilePhotosStillLoad() async throws {
        let folder = TemporaryFolder()
        // Every call takes 2 s and a photo's 60 s (the most --latency takes), on a 24-bit terminal:
        // the rows show with grey places, and a like is saved and its heart shown long before any
        // photo can come — the margin is a busy machine's (under the Thread Sanitizer beside 64
        // browsers, a run took 58 s to show the like, and 30 s of photos had come first). Leaving
        // does not wait for the photos: the margin costs the test nothing.
        let session = try LiveSession(
            ["--data-dir", folder.data, "--no-wait", "--latency", "2000,photos=60000"],
            environment: ["CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"], slowServices: true)
        #expect(await session.waitFor("[p10]"), "the feed loaded")
        let mark = session.mark
        session.send("like 2")
        #expect(await session.waitFor("♥ 2", after: mark), "the like shows")
        #expect(await folder.likedPosts().contains("p2"), "saved when shown")
        let output = session.output
        let likedScreen = try #require(output.range(of: "♥ 2"))
        let screenStart = output[..<likedScreen.lowerBound].range(of: "mosaic://feed\n", options: .backwards)
        let screen = output[(screenStart?.lowerBound ?? output.startIndex)..<likedScreen.upperBound]
        #expect(screen.contains("▀"), "drawn with its photos' places")
        #expect(Self.colours(in: screen) == ["64;64;64"], "every photo still loading: grey places alone")
        // Leaving does not wait for the screen's photos, only for what was asked.
        session.send("quit")
        #expect(await session.finish() == 0)
        #expect(session.errors.isEmpty)
    }

    /// The foreground colours of the half-block cells in `output` (`R;G;B`).
    static func colours(in output: Substring) -> Set<Substring> {
        Set(output.matches(of: /\x1B\[38;2;([0-9]+;[0-9]+;[0-9]+)/).map(\.output.1))
    }

    @Test func aScreensOpenNDoesNotWaitForASlowActionTypedBeforeIt() async throws {
        let folder = TemporaryFolder()
        // The like takes 10 s (see the test above for why so long).
        let session = try LiveSession(
            ["--data-dir", folder.data, "--no-wait", "--latency", "likes=10000"], slowServices: true)
        #expect(await session.waitFor("[p10]"), "the feed loaded")
        let mark = session.mark
        session.send("like 1")  // a 10 s call, saved when it ends
        session.send("open 2")
        // The post opens before the like was saved: no clock, the file is the marker.
        #expect(await session.waitFor("mosaic://feed/post/p2\n", after: mark))
        #expect(await !folder.likedPosts().contains("p1"), "open 2 did not wait for the like")
        session.send("quit")
        #expect(await session.finish() == 0)
        #expect(session.errors.isEmpty)
        #expect(await folder.likedPosts().contains("p1"), "and the like was saved all the same")
    }

    @Test func aLinkWhoseScreenFailsToLoadSlowlyTakesTheSessionBackWhereItWas() async throws {
        let session = try LiveSession(["--in-memory", "--no-wait", "--latency", "400"])
        #expect(await session.waitFor("[p10]"))
        session.send("open mosaic://profile/ghost")
        let deadline = ContinuousClock.now + .seconds(20)
        while !session.errors.contains("cannot open"), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let mark = session.mark
        session.send("link")
        #expect(await session.waitFor("mosaic://feed\n", after: mark))
        #expect(!session.output.dropFirst(mark).contains("ghost"), "the place from before the link")
        #expect(await session.finish() == 1)
        // One line; why depends on which of the profile's parts failed first (its header or its posts).
        let errors = session.errors.split(separator: "\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("error: cannot open mosaic://profile/ghost: ") == true)
        #expect(errors.first?.hasSuffix("user ghost not found") == true)
    }

    @Test func theLatencyOptionIsChecked() async throws {
        for bad in ["-1", "soon", "60001", "photos=x", "cameras=5", "2000,photos=1,photos=2"] {
            let result = try await MosaicProcess.run(["--in-memory", "--latency", bad])
            #expect(result.status == 2)
            #expect(
                result.errorLines.first
                    == "error: --latency needs milliseconds from 0 to 60000, for every service or as SERVICE=MS, "
                    + "separated by commas (got '\(bad)')")
        }
    }
}

/// Services that fail (`--fail SERVICES`): each screen says why it could not load or save, in one
/// line of the service's words, and the others go on.
@Suite struct FailingServiceTests {
    @Test func aFailingServiceIsToldByEachScreenThatNeedsItAndTheOthersGoOn() async throws {
        let run = try await MosaicProcess.run(
            ["--in-memory", "--fail", "follows,settings"], input: "author 1\ntab settings\ntab likes\n")
        #expect(run.status == 1, "a screen failed")
        // A profile opened from the feed that cannot load is undone, as a link's would be.
        #expect(
            run.errors.split(separator: "\n").map(String.init) == [
                "error: cannot open mosaic://feed/profile/alice: the follows service is unavailable: made to fail "
                    + "(--fail follows)",
                "error: cannot read your settings: the settings service is unavailable: made to fail (--fail "
                    + "settings)",
            ])
        #expect(run.output.contains("Likes"), "the likes, whose service works, showed")
        let refused = try await MosaicProcess.run(["--in-memory", "--fail", "likes,cameras"], input: "")
        #expect(refused.status == 2)
        #expect(
            refused.errors.hasPrefix(
                "error: --fail needs service names separated by commas (posts, photos, users, likes, follows, settings) "
                    + "(got 'likes,cameras')\n"))
    }
}
