import Domain
import HTTPServer
import Likes
import ModuleKit
import WebHost
import WebUI

/// Likes' view in a browser: the liked posts, each with its open and unlike buttons.
@MainActor
final class LikesWebView: WebPresenterView<LikesPresenter>, ModuleView, WebView {
    func body(on page: WebPage) -> [HTML] {
        guard state.isLoaded else { return [] }
        guard !state.rows.isEmpty else {
            return [.tag("p", [], [.text("No likes yet. Like a post in the feed.")])]
        }
        return [
            .tag(
                "ul", [],
                state.rows.map { row in
                    .tag(
                        "li", [],
                        [
                            .text("@\(row.post.author) \(row.post.caption) \(row.likeBadge)"),
                            page.button("open", [("do", "open"), ("post", row.id.rawValue)]),
                            page.button("unlike", [("do", "unlike"), ("post", row.id.rawValue)]),
                        ])
                })
        ]
    }

    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
        guard let post = form["post"].map(PostID.init), state.rows.contains(where: { $0.id == post }) else {
            throw ActionRefused("that post is not on this screen")
        }
        switch form["do"] {
        case "open": return .send(.open(post), to: presenter)
        case "unlike": return .send(.unlike(post), to: presenter)
        default: throw ActionRefused("this screen has no such action")
        }
    }
}
