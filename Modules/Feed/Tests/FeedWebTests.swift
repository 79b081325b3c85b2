import Domain
import FeedInterface
import FeedWeb
import ModuleKitCore
import ModuleKitTesting
import Services
import ServicesTesting
import Testing
import WebHostTesting

@testable import Feed

/// Feed in a browser: how its web views write the pages — each row with its buttons, whose forms
/// post the row's actions as words — and keep a post's own text inert. What the screens do is
/// FeedTests'.
@MainActor
@Suite struct FeedWebTests {
    let services: ServiceBundle = .inMemory()
    var dependencies: FeedDependencies {
        FeedDependencies(posts: services.posts, likes: LikeStore(service: services.likes))
    }

    /// The hidden fields of a form that posts `words` (`do`, then `w1`, `w2`, …).
    static func form(_ words: String...) -> String {
        words.enumerated().map { index, word in
            #"<input type="hidden" name="\#(index == 0 ? "do" : "w\(index)")" value="\#(word)">"#
        }.joined()
    }

    @Test func eachRowHasItsLikeOpenAndAuthorButtonsPostingItsActions() async throws {
        let harness = try await ModuleHarness(
            FeedWeb.builder(dependencies), FeedContext(source: .home, routingContext: "test"))
        let page = harness.page(at: "/feed")
        #expect(page.contains(#"<form method="post" action="/feed">"#))
        #expect(page.contains(Self.form("like", "p1")))
        #expect(page.contains(Self.form("open", "p1")))
        #expect(page.contains(Self.form("author", "alice")))
        #expect(page.contains(#"<span class="likes">♡ 7</span>"#))
        #expect(page.contains(Self.form("more")) && !page.contains(Self.form("prev")))
        #expect(page.contains("<p>page 1</p>"))
        try await harness.act(FeedAction.like("p1"))
        harness.expectState(FeedState.self) { $0.rows[0].liked = true }
        let liked = harness.page(at: "/feed")
        #expect(
            liked.contains(Self.form("unlike", "p1")) && liked.contains(#"<span class="likes">♥ 8</span>"#))
        await harness.finish()
    }

    /// The sample's posts, every caption written to break out of a page.
    struct HostileCaptions: PostService {
        let base: any PostService
        static let caption = #"</li><script>alert("x")</script> & <b>bold</b>"#

        func page(_ source: PostSource, index: Int, size: Int) async throws(ServiceError) -> PostPage {
            var page = try await base.page(source, index: index, size: size)
            for index in page.posts.indices { page.posts[index].caption = Self.caption }
            return page
        }

        func post(_ id: PostID) async throws(ServiceError) -> Post { try await base.post(id) }
    }

    @Test func aCaptionIsTextNotMarkup() async throws {
        let hostile = FeedDependencies(
            posts: HostileCaptions(base: services.posts), likes: LikeStore(service: services.likes))
        let harness = try await ModuleHarness(
            FeedWeb.builder(hostile), FeedContext(source: .home, routingContext: "test"))
        let page = harness.page(at: "/feed")
        #expect(!page.contains("<script>") && !page.contains("<b>"))
        #expect(
            page.contains(
                "&lt;/li&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;"))
        await harness.finish()
    }

    @Test func aUsersFeedIsHeadedWithTheirNameAndAGridIsCompact() async throws {
        let harness = try await ModuleHarness(
            FeedWeb.builder(dependencies), FeedContext(source: .user("bob"), routingContext: "test"))
        #expect(harness.page(at: "/profile/bob/posts").hasPrefix("<h2>Posts by @bob</h2>"))
        harness.input.setLayout(.grid)
        harness.expectState(FeedState.self) { $0.layout = .grid }
        #expect(
            harness.page(at: "/profile/bob/posts").contains(
                #"<ul class="grid"><li><img src="/photos/cameraman.png" width="400" height="400" alt="Black and "#
                    + #"white: a man in a dark coat filming with an old camera on a tripod, on a lawn" "#
                    + #"loading="lazy" decoding="async">[p"#))
        await harness.finish()
    }

    @Test func thePostPageShowsItsFieldsAndButtonsAndAMissingPostNothing() async throws {
        let post = try await ModuleHarness(
            FeedWeb.postBuilder(dependencies), PostContext(post: "p5", routingContext: "test"))
        let page = post.page(at: "/feed/post/p5")
        #expect(page.hasPrefix("<h2>Post p5</h2>"))
        #expect(page.contains("<dd>@erin</dd>"))
        #expect(page.contains(Self.form("like", "p5")) && page.contains(Self.form("author", "erin")))
        await post.finish()
        let missing = try await ModuleHarness(
            FeedWeb.postBuilder(dependencies), PostContext(post: "p999", routingContext: "test"))
        #expect(missing.page(at: "/feed/post/p999") == "", "the shell writes the failure; the view, nothing")
        await missing.finish()
    }
}
