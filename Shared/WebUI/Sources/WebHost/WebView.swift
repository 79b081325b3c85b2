import HTTPServer
import ModuleKit
import WebUI

/// A module's view in a web browser: it writes its screen as HTML for a page, and turns a form
/// the browser posted to that page into the work it asks — the same typed actions a terminal's
/// commands send the same presenter.
///
/// ```swift
/// final class LikesWebView: WebPresenterView<LikesPresenter>, ModuleView, WebView {
///     func body(on page: WebPage) -> [HTML] {
///         presenter.store.state.rows.map { row in
///             .tag("li", [], [.text(row.post.caption), page.button("unlike", [("do", "unlike"), ("post", row.id.rawValue)])])
///         }
///     }
///     func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
///         guard form["do"] == "unlike", let post = form["post"] else { throw ActionRefused("no such action here") }
///         return .send(.unlike(PostID(post)), to: presenter)
///     }
/// }
/// ```
@MainActor
public protocol WebView: AnyObject {
    /// The screen's content, written for `page` (whose buttons post back to it).
    func body(on page: WebPage) -> [HTML]
    /// The work the form `form` asks of this screen (``ScreenWork/send(_:to:)``), or a refusal
    /// saying why there is none.
    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork
}
