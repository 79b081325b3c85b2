import Domain
import Feed
import FeedInterface
import HTTPServer
import ModuleKitCore
import WebHost
import WebUI

/// Feed's view in a browser: a page of posts, each with its buttons, and the pages around it.
@MainActor
final class FeedWebView: WebPresenterView<FeedPresenter>, ModuleView, WebView {
    func body(on page: WebPage) -> [HTML] {
        var body: [HTML] = []
        if case .user(let user) = state.source { body.append(.tag("h2", [], [.text("Posts by @\(user)")])) }
        guard state.isLoaded, state.error == nil else { return body }
        guard !state.rows.isEmpty else { return body + [.tag("p", [], [.text("No posts yet.")])] }
        body.append(
            .tag(
                "ul", [HTML.Attribute("class", state.layout == .grid ? "grid" : "list")],
                state.rows.map { row in
                    let id = row.id.rawValue
                    return .tag(
                        "li", [],
                        (row.post.photo.map { [.photo($0)] } ?? []) + [
                            .text(
                                state.layout == .grid
                                    ? "[\(id)] " : "@\(row.post.author) \(row.post.caption) "),
                            .tag("span", [HTML.Attribute("class", "likes")], [.text(row.likeBadge)]),
                            page.button(
                                row.liked ? "unlike" : "like",
                                action: row.liked ? FeedAction.unlike(row.id) : .like(row.id)),
                            page.button("open", action: FeedAction.open(row.id)),
                            page.button(
                                "@\(row.post.author)", action: FeedAction.openAuthor(row.post.author)),
                        ])
                }))
        if state.page > 0 { body.append(page.button("previous page", action: FeedAction.previousPage)) }
        if state.hasMore || state.page + 1 < state.pagesLoaded {
            body.append(page.button("next page", action: FeedAction.nextPage))
        }
        body.append(.tag("p", [], [.text("page \(state.page + 1)")]))
        return body
    }
}

/// The post screen's view in a browser.
@MainActor
final class PostWebView: WebPresenterView<PostPresenter>, ModuleView, WebView {
    func body(on page: WebPage) -> [HTML] {
        guard let summary = state.summary else { return [] }
        return [
            .tag("h2", [], [.text("Post \(state.id)")])
        ] + (summary.post.photo.map { [.photo($0)] } ?? []) + [
            .tag(
                "dl", [],
                [
                    .tag("dt", [], [.text("author")]), .tag("dd", [], [.text("@\(summary.post.author)")]),
                    .tag("dt", [], [.text("caption")]), .tag("dd", [], [.text(summary.post.caption)]),
                    .tag("dt", [], [.text("likes")]),
                    .tag(
                        "dd", [HTML.Attribute("class", "likes")],
                        [.text(summary.likeBadge + (summary.liked ? " (you like this)" : ""))]),
                ]),
            page.button(
                summary.liked ? "unlike" : "like",
                action: summary.liked ? PostAction.unlike(state.id) : .like(state.id)),
            page.button("@\(summary.post.author)", action: PostAction.openAuthor(summary.post.author)),
        ]
    }
}

extension HTML {
    /// A post's photo, as the app serves it.
    static func photo(_ photo: PhotoInfo) -> HTML {
        .image(source: photo.path, width: photo.width, height: photo.height, alt: photo.alt)
    }
}
