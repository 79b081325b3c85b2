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
///     func work(for form: FormFields) throws(ActionRefused) -> WebWork {
///         guard form["do"] == "unlike", let post = form["post"] else { throw ActionRefused("no such action here") }
///         return .send(.unlike(PostID(post)), to: presenter)
///     }
/// }
/// ```
@MainActor
public protocol WebView: AnyObject {
    /// The screen's content, written for `page` (whose buttons post back to it).
    func body(on page: WebPage) -> [HTML]
    /// The work the form `form` asks of this screen, or a refusal saying why there is none.
    func work(for form: FormFields) throws(ActionRefused) -> WebWork
}

/// What a posted form asks of a screen: an action for its presenter, run in the module's ordered
/// lane — or at once, beside a slow action still running, when it only takes the person
/// elsewhere.
public struct WebWork: Sendable {
    /// Whether it only navigates (it emits an event and changes nothing).
    public let navigates: Bool
    let run: @MainActor @Sendable () async throws(ActionRefused) -> Void

    /// Work that runs `run`.
    public init(
        navigates: Bool = false, _ run: @escaping @MainActor @Sendable () async throws(ActionRefused) -> Void
    ) {
        self.navigates = navigates
        self.run = run
    }

    /// Sends `action` to `presenter` (``ModulePresenter/send(_:)``: traced, refused with its reason).
    @MainActor
    public static func send<Presenter: ModulePresenter>(
        _ action: Presenter.Action, to presenter: Presenter, navigates: Bool = false
    ) -> WebWork {
        WebWork(navigates: navigates) { () async throws(ActionRefused) in try await presenter.send(action) }
    }
}
