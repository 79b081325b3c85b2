import HTTPServer
import Testing
import WebHost

/// A page's look: the host's rules style only what the host writes — the tabs, the buttons, the
/// error and loading lines — and an app's own rules follow them, on every page.
@MainActor
@Suite struct PageStyleTests {
    /// The text of the page's `<style>` element.
    func style(of page: HTTPResponse) -> String {
        let text = page.text
        guard let tag = text.range(of: "<style"), let start = text[tag.upperBound...].firstIndex(of: ">"),
            let end = text.range(of: "</style>")
        else { return "" }
        return String(text[text.index(after: start)..<end.lowerBound])
    }

    /// Found by a stranger (issue 87): the host's style sheet carried mosaic's own rules — a grid
    /// of photos, a list with thumbnails, the colour of a like.
    @Test func theHostsStyleHasRulesForWhatTheHostWritesOnly() async {
        let page = await WebShellTests.Browser(WebShell { try sampleApp() }).get("/list")
        let style = style(of: page)
        for rule in ["nav {", ".error {", ".loading {", "form {"] {
            #expect(style.contains(rule), "\(rule)")
        }
        for rule in ["ul.grid", "ul.list", ".likes", "img"] {
            #expect(!style.contains(rule), "\(rule) is an app's rule, not the host's")
        }
    }

    @Test func anAppsOwnRulesFollowTheHostsOnEveryPage() async {
        var options = WebShell.Options()
        options.style = "ul.cards { display: grid }"
        let browser = WebShellTests.Browser(WebShell(options: options) { try sampleApp() })
        for page in [await browser.get("/list"), await browser.get("/nothing")] {
            let style = style(of: page)
            #expect(style.hasSuffix("ul.cards { display: grid }"), "\(page.status): \(style)")
            #expect(style.contains(".error {"), "\(page.status)")
        }
    }
}
