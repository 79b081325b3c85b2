import Foundation
import Testing

/// Where a link opens and a tab shows, through the real binary: the stack the person looks at
/// preferred (a post it shows already is gone back to), and a tab typed while a section is
/// presented shows the tab.
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
