import Domain
import Feed
import FeedInterface
import HTTPServer
import ModuleKit
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
                        [
                            .text(
                                state.layout == .grid
                                    ? "[\(id)] " : "@\(row.post.author) \(row.post.caption) "),
                            .tag("span", [HTML.Attribute("class", "likes")], [.text(row.likeBadge)]),
                            page.button(
                                row.liked ? "unlike" : "like",
                                [("do", row.liked ? "unlike" : "like"), ("post", id)]),
                            page.button("open", [("do", "open"), ("post", id)]),
                            page.button("@\(row.post.author)", [("do", "author"), ("post", id)]),
                        ])
                }))
        if state.page > 0 { body.append(page.button("previous page", [("do", "prev")])) }
        if state.hasMore || state.page + 1 < state.pagesLoaded {
            body.append(page.button("next page", [("do", "more")]))
        }
        body.append(.tag("p", [], [.text("page \(state.page + 1)")]))
        return body
    }

    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
        switch form["do"] {
        case "more": return .send(.nextPage, to: presenter)
        case "prev": return .send(.previousPage, to: presenter)
        case "refresh": return .send(.refresh, to: presenter)
        default: break
        }
        guard let id = form["post"].map(PostID.init), let row = state.rows.first(where: { $0.id == id })
        else {
            throw ActionRefused("that post is not on this screen")
        }
        switch form["do"] {
        case "like": return .send(.like(id), to: presenter)
        case "unlike": return .send(.unlike(id), to: presenter)
        case "open": return .send(.open(id), to: presenter)
        case "author": return .send(.openAuthor(row.post.author), to: presenter)
        default: throw ActionRefused("this screen has no such action")
        }
    }
}

/// The post screen's view in a browser.
@MainActor
final class PostWebView: WebPresenterView<PostPresenter>, ModuleView, WebView {
    func body(on page: WebPage) -> [HTML] {
        guard let summary = state.summary else { return [] }
        return [
            .tag("h2", [], [.text("Post \(state.id)")]),
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
            page.button(summary.liked ? "unlike" : "like", [("do", summary.liked ? "unlike" : "like")]),
            page.button("@\(summary.post.author)", [("do", "author")]),
        ]
    }

    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
        switch form["do"] {
        case "like": return .send(.like(state.id), to: presenter)
        case "unlike": return .send(.unlike(state.id), to: presenter)
        case "author":
            guard let author = state.summary?.post.author else { throw .notLoaded(failure: state.error) }
            return .send(.openAuthor(author), to: presenter)
        default: throw ActionRefused("this screen has no such action")
        }
    }
}
