import Foundation
import Testing

/// Where a link opens and a tab shows, through the real binary: the stack the person looks at
/// preferred (a post it shows already is gone back to, a post's screen on top is handed another
/// post's link), and a tab typed while a section is presented shows the tab.
@Suite struct WhereALinkOpensTests {
    @Test func aLinkToAPostTheStackShowsGoesBackToItNotPushedAgain() async throws {
        let result = try await MosaicProcess.run(
            ["--in-memory"], input: "open mosaic://feed/post/p1/profile/alice\nopen mosaic://p/p1\nback\n")
        #expect(result.errors.isEmpty)
        #expect(
            result.links == [
                "mosaic://feed", "mosaic://feed/post/p1/profile/alice", "mosaic://feed/post/p1",
                "mosaic://feed",
            ])
    }

    @Test func aPostShownIsHandedAnotherPostsLinkNotASecondScreen() async throws {
        let result = try await MosaicProcess.run(
            ["--in-memory"], input: "open 1\nopen mosaic://p/p2\nopen mosaic://post/p999\nlink\nback\n")
        #expect(result.errorLines == ["error: cannot open mosaic://post/p999: post p999 not found"])
        #expect(
            result.links == [
                "mosaic://feed", "mosaic://feed/post/p1", "mosaic://feed/post/p2", "mosaic://feed/post/p2",
                "mosaic://feed",
            ], "p2 in p1's place, p999 undone: p2 again, and back is the feed")
        #expect(result.screens[2].contains("Old-school cameraman on the lawn"), "the screen shows p2")
        #expect(result.status == 1)
    }

    @Test func aTabTypedWhileASectionIsPresentedClosesItAndShowsTheTab() async throws {
        let result = try await MosaicProcess.run(
            ["--in-memory"], input: "open mosaic://settings/notifications\ntab likes\nback\n")
        #expect(result.links == ["mosaic://feed", "mosaic://settings/notifications", "mosaic://likes"])
        let likes = try #require(result.screens.last)
        #expect(likes.contains("[likes]"), "the likes tab, marked as the one shown")
        #expect(
            result.errorLines == ["error: already at the first screen: nothing to go back to"],
            "the section was closed, not left beneath")
    }
}
