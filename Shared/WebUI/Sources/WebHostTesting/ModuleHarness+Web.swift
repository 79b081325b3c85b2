import ModuleKitCore
import ModuleKitTesting
import Testing
import WebHost
import WebUI

/// Reading a module under test as a browser shows it: its web view's page, as markup.
///
/// ```swift
/// try await ModuleHarness.run(FeedWeb.builder(dependencies), context) { feed in
///     #expect(feed.page(at: "/feed").contains("<li>@alice"))
/// }
/// ```
extension ModuleHarness {
    /// The body of the module's page at `path`, as markup — its forms posting there, with the
    /// token `token` — as WebShell writes it between the page's header and footer (empty, with a
    /// recorded failure, when the module has no web view).
    public func page(
        at path: String, token: String = "token", sourceLocation: SourceLocation = #_sourceLocation
    )
        -> String
    {
        guard let view = subject.view as? any WebView else {
            Issue.record("\(type(of: subject)) has no web view", sourceLocation: sourceLocation)
            return ""
        }
        return view.body(on: WebPage(path: path, token: token)).map(\.markup).joined()
    }
}
