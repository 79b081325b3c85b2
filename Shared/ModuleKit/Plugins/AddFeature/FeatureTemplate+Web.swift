/// A feature's web views, for a package that uses WebUI: a view of the screen whose buttons post
/// the presenter's actions, the builder a web app registers, and their test.
extension FeatureTemplate {
    var webView: String {
        """
        import \(name)
        import ModuleKitCore
        import WebHost
        import WebUI

        /// The \(name) screen in a browser: draws its presenter's state as HTML when a page is
        /// asked for; each item's button is a form that posts the action that opens it.
        @MainActor
        final class \(name)WebView: WebPresenterView<\(name)Presenter>, ModuleView, WebView {
            func body(on page: WebPage) -> [HTML] {
                guard state.isLoaded else { return [] }
                let rows = state.items.map { item in
                    HTML.tag("li", [], [page.button("open \\(item)", action: \(name)Action.open(item))])
                }
                return [.tag("ul", [], rows)]
            }
        }

        """
    }

    var webBuilder: String {
        """
        import \(name)
        import \(name)Interface
        import ModuleKitCore

        /// The \(name) feature in a browser: the builder a web app registers.
        public enum \(name)Web {
            /// Builds the \(name) screen, shown in a browser.
            public static func builder(_ dependencies: \(name)Dependencies) -> ModuleBuilder<\(name)Context> {
                \(name)Feature.builder(dependencies) { \(name)WebView(presenter: $0) }
            }
        }

        """
    }

    var webTests: String {
        """
        import \(name)
        import \(name)Interface
        import \(name)Services
        import \(name)Web
        import ModuleKitCore
        import ModuleKitTesting
        import Testing
        import WebHostTesting

        /// The \(name) screen in a browser: each item a button whose form posts its action as words.
        @MainActor
        @Suite struct \(name)WebTests {
            @Test func eachItemHasAButtonThatPostsItsOpening() async throws {
                let builder = \(name)Web.builder(\(name)Dependencies(service: InMemory\(name)()))
                try await ModuleHarness.run(builder, \(name)Context(routingContext: "test")) { screen in
                    let page = screen.page(at: "/\(link)")
                    #expect(page.contains(#"<input type="hidden" name="do" value="open"><input type="hidden" name="w1" value="second">"#))
                    #expect(page.contains(#"<form method="post" action="/\(link)">"#))
                }
            }
        }

        """
    }
}
