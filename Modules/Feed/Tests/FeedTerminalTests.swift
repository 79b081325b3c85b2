import Domain
import FeedInterface
import ModuleKitCore
import ModuleKitTesting
import Services
import ServicesTesting
import TerminalHostTesting
import Testing

@testable import Feed
@testable import FeedTerminal

/// Feed in a terminal: how its views write the screens as text and read a person's lines —
/// rows by number, commands and their mistakes. What the screens do is FeedTests'.
@MainActor
@Suite struct FeedTerminalTests {
    let fixture = FeedFixture()

    /// The line of `screen` that shows the row of post `id` (`[p2]`).
    func row(_ id: String, of screen: String) -> Substring {
        screen.split(separator: "\n").first { $0.contains(id) } ?? ""
    }

    func home(holdingLoad: Bool = false) async throws -> ModuleHarness<FeedContext> {
        try await ModuleHarness(
            FeedTerminal.builder(fixture.dependencies), FeedContext(source: .home, routingContext: "test"),
            holdingLoad: holdingLoad)
    }

    @Test func theHomeFeedIsATitleNumberedRowsAndAFooter() async throws {
        let harness = try await home()
        let lines = harness.screen.split(separator: "\n")
        #expect(lines.first == "Feed")
        #expect(lines[1].hasPrefix("1.") && lines[1].contains("[p1]") && lines[1].contains("@alice"))
        #expect(lines[1].contains("♡ 7"))
        #expect(
            lines[2]
                == "            photo: Astronaut Eileen Collins in an orange flight suit, a space shuttle model "
                + "and a flag behind her", "what its photo shows, in words, under the row's author")
        #expect(harness.screen.contains("[p10]"))
        #expect(!harness.screen.contains("[p11]"))
        #expect(harness.screen.contains("page 1 · more: next page"))
        await harness.finish()
    }

    @Test func photosThatCannotBeShownAreOneLineAndThePostSaysWhatItsPhotoShows() async throws {
        var dependencies = fixture.dependencies
        dependencies.photos = FailingPhotos()
        let feed = try await ModuleHarness(
            FeedTerminal.builder(dependencies), FeedContext(source: .home, routingContext: "test"))
        feed.exhaustiveState = false
        // Each row's photo fails on its own: wait for the last of the ten, not the first (under
        // Thread Sanitizer the line was read with eight more, one load still failing).
        let everyPhotoFailed = "not shown: photo astronaut: damaged: the file ends early (and 9 more)\n"
        for _ in 0..<10_000 where !feed.screen.contains(everyPhotoFailed) { await Task.yield() }
        #expect(feed.screen.contains(everyPhotoFailed))
        await feed.finish()
        let post = try await ModuleHarness(
            FeedTerminal.postBuilder(dependencies), PostContext(post: "p3", routingContext: "test"))
        post.exhaustiveState = false
        for _ in 0..<10_000 where !post.screen.contains("not shown:") { await Task.yield() }
        #expect(
            post.screen.contains(
                "photo: A tabby cat looking straight into the camera (not shown: photo chelsea: damaged: the file "
                    + "ends early)\n"))
        await post.finish()
        let plain = try await ModuleHarness(
            FeedTerminal.postBuilder(fixture.dependencies), PostContext(post: "p3", routingContext: "test"))
        #expect(
            plain.screen.contains("photo: A tabby cat looking straight into the camera\n"), "no photos drawn")
        await plain.finish()
    }

    @Test func rowsTypedWhileTheLoadRunsAreReadAgainstTheRowsItBroughtOnceItEnded() async throws {
        let harness = try await home(holdingLoad: true)
        #expect(harness.screen.contains("Loading…"))
        try await harness.send("like 1")
        try await harness.send("more")
        #expect(
            await harness.sendExpectingError("like x") == .invalidArgument("x", expected: "a positive number")
        )
        await harness.releaseLoad()
        #expect(
            try await fixture.services.likes.likedPosts().first == "p1",
            "the first row the load brought, liked")
        #expect(harness.screen.contains("[p11]"), "and the next page shown")
        await harness.finish()
    }

    @Test func aLikeByRowNumberShowsItsFilledHeartAndCount() async throws {
        let harness = try await home()
        try await harness.send("like 2")
        harness.expectState(FeedState.self) { $0.rows[1].liked = true }
        #expect(row("[p2]", of: harness.screen).contains("♥ 2"))
        try await harness.send("unlike 2")
        harness.expectState(FeedState.self) { $0.rows[1].liked = false }
        #expect(row("[p2]", of: harness.screen).contains("♡ 1"))
        await harness.finish()
    }

    @Test func aMistakenLineIsOneErrorAndChangesNothing() async throws {
        let harness = try await home()
        let screen = harness.screen
        #expect(await harness.sendExpectingError("like 11") == .noSuchRow(11, count: 10))
        #expect(
            await harness.sendExpectingError("like x") == .invalidArgument("x", expected: "a positive number")
        )
        #expect(await harness.sendExpectingError("like") == .missingArgument("N", usage: "like"))
        #expect(await harness.sendExpectingError("dance") == .unknownCommand("dance"))
        #expect(harness.screen == screen)
        await harness.finish()
    }

    @Test func openAndAuthorByRowNumberNameThatRowsPostAndAuthor() async throws {
        let harness = try await home()
        try await harness.send("open 3")
        try await harness.send("author 3")
        harness.expectEvents([.openPost("p3"), .openProfile("carol")])
        await harness.finish()
    }

    @Test func theFooterSaysThePageAndWhetherThereIsMore() async throws {
        let harness = try await home()
        for index in 1...4 {
            try await harness.send("more")
            let page = try await fixture.services.posts.page(.home, index: index, size: 10)
            harness.expectState(FeedState.self) {
                $0.posts += page.posts
                $0.page = index
                $0.pagesLoaded = index + 1
                $0.hasMore = page.hasMore
                $0.rows = page.posts.map(fixture.likes.summary(of:))
            }
        }
        #expect(harness.screen.contains("[p41]"))
        #expect(harness.screen.contains("page 5"))
        #expect(!harness.screen.contains("more: next page"))
        await harness.finish()
    }

    @Test func captionsFromDataAreShownInert() async throws {
        let harness = try await home()
        try await harness.send("more")
        let page = try await fixture.services.posts.page(.home, index: 1, size: 10)
        harness.expectState(FeedState.self) {
            $0.posts += page.posts
            $0.page = 1
            $0.pagesLoaded = 2
            $0.hasMore = page.hasMore
            $0.rows = page.posts.map(fixture.likes.summary(of:))
        }
        #expect(harness.screen.contains("\\u{1B}[2J"))
        #expect(!harness.screen.contains("\u{1B}"))
        await harness.finish()
    }

    @Test func aUsersFeedIsTitledWithTheirName() async throws {
        let harness = try await ModuleHarness(
            FeedTerminal.builder(fixture.dependencies),
            FeedContext(source: .user("bob"), routingContext: "profile.posts"))
        let rows = harness.screen.split(separator: "\n").filter { $0.contains("[p") }
        #expect(harness.screen.hasPrefix("Posts by @bob\n"))
        #expect(rows.count == 6 && rows.allSatisfy { $0.contains("@bob") })
        await harness.finish()
    }

    @Test func theGridLayoutShowsCompactRows() async throws {
        let harness = try await home()
        harness.input.setLayout(.grid)
        harness.expectState(FeedState.self) { $0.layout = .grid }
        #expect(harness.screen.contains("1. [p1] ♡ 7"))
        await harness.finish()
    }

    @Test func aFailureShowsAsOneErrorLineInsteadOfTheRows() async throws {
        fixture.faults.failEverything(with: .unreadable(path: "/data/likes.json", reason: "bad JSON"))
        let harness = try await home()
        #expect(
            harness.screen.contains("error: cannot load your likes: cannot read /data/likes.json: bad JSON"))
        #expect(!harness.screen.contains("[p1]"))
        #expect(
            await harness.sendExpectingError("like 2")
                == .refused(
                    "cannot load your likes: cannot read /data/likes.json: bad JSON; the file was left as it is"
                ),
            "no acting on rows not shown")
        fixture.faults.failEverything(with: nil)
        await harness.finish()
    }

    @Test func thePostScreenIsItsFieldsAndTakesWordsWithoutANumber() async throws {
        let harness = try await ModuleHarness(
            FeedTerminal.postBuilder(fixture.dependencies), PostContext(post: "p5", routingContext: "test"))
        #expect(harness.screen.contains("author:  @erin"))
        try await harness.send("like")
        harness.expectState(PostState.self) { $0.summary?.liked = true }
        #expect(harness.screen.contains("♥ 10 (you like this)"))
        try await harness.send("author")
        harness.expectEvent(.openProfile("erin"))
        await harness.finish()
    }

    @Test func aMissingPostIsOneErrorLineAndRefusesItsCommands() async throws {
        let harness = try await ModuleHarness(
            FeedTerminal.postBuilder(fixture.dependencies), PostContext(post: "p999", routingContext: "test"))
        #expect(harness.screen.contains("error: post p999 not found"))
        #expect(await harness.sendExpectingError("like") == .refused("post p999 not found"))
        await harness.finish()
    }

    @Test func aPhotosPictureIsKeptWhileItsLoadIsTheSameAndTheLeastRecentlyDrawnGoFirst() {
        let pictures = PhotoPictures(limit: 2)
        let photo = DecodedPhoto(width: 2, height: 2, pixels: [UInt8](repeating: 9, count: 12))
        #expect(pictures.image("a", .loading, width: 2, height: 2) == .placeholder(width: 2, height: 2))
        #expect(
            pictures.image("a", .loaded(photo), width: 2, height: 2).buffer == photo, "drawn again")
        _ = pictures.image("b", .loading, width: 2, height: 2)
        _ = pictures.image("a", .loaded(photo), width: 2, height: 2)  // a, drawn again: b is now the oldest
        _ = pictures.image("c", .loading, width: 2, height: 2)
        #expect(pictures.kept == ["a", "c"])
    }

}
