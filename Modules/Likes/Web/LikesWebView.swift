import Domain
import HTTPServer
import Likes
import ModuleKitCore
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
                "ul", [HTML.Attribute("class", "list")],
                state.rows.map { row in
                    .tag(
                        "li", [],
                        (row.post.photo.map {
                            [.image(source: $0.path, width: $0.width, height: $0.height, alt: $0.alt)]
                        } ?? []) + [
                            .text("@\(row.post.author) \(row.post.caption) \(row.likeBadge)"),
                            page.button("open", action: LikesAction.open(row.id)),
                            page.button("unlike", action: LikesAction.unlike(row.id)),
                        ])
                })
        ]
    }
}
