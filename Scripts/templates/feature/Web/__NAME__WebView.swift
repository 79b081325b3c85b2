import Domain
import HTTPServer
import ModuleKitCore
import WebHost
import WebUI
import __NAME__

/// __NAME__'s view in a browser: renders the state it is given as HTML; its buttons are forms
/// that post the presenter's actions, as their words.
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
                            page.button("open", action: __NAME__Action.open(post.id)),
                        ])
                })
        ]
    }
}
