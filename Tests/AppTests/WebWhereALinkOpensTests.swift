import Foundation
import Testing

/// Where a page's link opens in a browser's session (`mosaic serve`, the real binary), as in the
/// terminal (`WhereALinkOpensTests`): a post the stack shows is gone back to, a post's page asked
/// for by another post's link shows that post in its place, and a tab's page closes a section.
@Suite struct WebWhereALinkOpensTests {
    @Test func aPostsLinkThePageShowsGoesBackToIt() async throws {
        let (server, port) = try await WebServingTests.serve(["--in-memory"])
        let deeper = try await WebServingTests.request("GET", "/feed/post/p2/profile/alice", port: port)
        let cookie = try WebServingTests.cookie(of: deeper)
        #expect(deeper.status == 200)
        let back = try await WebServingTests.request("GET", "/p/p2", port: port, cookie: cookie)
        #expect(
            back.status == 303 && back.headers["location"] == "/feed/post/p2", "back to p2, not pushed again")
        #expect(await server.interrupt() == 0)
    }

    @Test func aPostsPageAskedForByAnotherPostsLinkShowsThatPostInItsPlace() async throws {
        let (server, port) = try await WebServingTests.serve(["--in-memory"])
        let first = try await WebServingTests.request("GET", "/feed/post/p1", port: port)
        let cookie = try WebServingTests.cookie(of: first)
        #expect(first.status == 200)
        let handed = try await WebServingTests.request("GET", "/post/p2", port: port, cookie: cookie)
        #expect(handed.status == 303 && handed.headers["location"] == "/feed/post/p2", "p2 in p1's place")
        let page = try await WebServingTests.request("GET", "/feed/post/p2", port: port, cookie: cookie)
        #expect(page.status == 200 && page.body.contains("Post p2"))
        #expect(await server.interrupt() == 0)
    }

    @Test func aTabsPageAskedForWhileASectionIsPresentedShowsTheTab() async throws {
        let (server, port) = try await WebServingTests.serve(["--in-memory"])
        let section = try await WebServingTests.request("GET", "/settings/notifications", port: port)
        let cookie = try WebServingTests.cookie(of: section)
        #expect(section.status == 200 && !section.body.contains(#"aria-current="page""#))
        let likes = try await WebServingTests.request("GET", "/likes", port: port, cookie: cookie)
        #expect(likes.status == 200 && likes.body.contains(#"<a href="/likes" aria-current="page">"#))
        #expect(
            !likes.body.contains("<h3>Notifications</h3>"), "the section closed, as `tab likes` closes it")
        #expect(await server.interrupt() == 0)
    }
}
