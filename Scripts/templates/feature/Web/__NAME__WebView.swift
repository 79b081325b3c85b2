import Domain
import HTTPServer
import ModuleKit
import WebHost
import WebUI
import __NAME__

/// __NAME__'s view in a browser: renders the state it is given as HTML; its buttons are forms
/// that post the presenter's actions, each checked against what the page shows.
@MainActor
final class __NAME__WebView: WebPresenterView<__NAME__Presenter>, ModuleView, WebView {
    func body(on page: WebPage) -> [HTML] {
        guard state.isLoaded else { return [] }
        return [
            .tag(
                "ul", [],
                state.rows.map { post in
                    .tag(
                        "li", [],
                        [
                            .text("@\(post.author) \(post.caption)"),
                            page.button("open", [("do", "open"), ("post", post.id.rawValue)]),
                        ])
                })
        ]
    }

    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
        guard form["do"] == "open", let post = form["post"].map(PostID.init),
            state.rows.contains(where: { $0.id == post })
        else { throw ActionRefused("that post is not on this screen") }
        return .send(.open(post), to: presenter)
    }
}
