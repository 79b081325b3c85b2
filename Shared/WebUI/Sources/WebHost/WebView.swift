import HTTPServer
import ModuleKitCore
import WebUI

/// A module's view in a web browser: it writes its screen as HTML for a page. What a person
/// asks is a form of ``WebPage``, which posts the action's words: the same typed actions a
/// terminal's commands send the same presenter, read back by the shell, never by the view.
///
/// ```swift
/// final class LikesWebView: WebPresenterView<LikesPresenter>, ModuleView, WebView {
///     func body(on page: WebPage) -> [HTML] {
///         state.rows.map { row in
///             .tag("li", [], [.text(row.post.caption), page.button("unlike", action: LikesAction.unlike(row.id))])
///         }
///     }
/// }
/// ```
@MainActor
public protocol WebView: AnyObject {
    /// The screen's content, written for `page` (whose buttons post back to it).
    func body(on page: WebPage) -> [HTML]
}
