import Testing
import WebHost

/// A page says what went wrong in the person's words, never where the server keeps its files.
@MainActor
@Suite struct PrivateFolderTests {
    @Test func aPageNamesAFileInAPrivateFolderByItsNameAlone() async {
        var options = WebShell.Options()
        options.privateFolders = ["/srv/a&b", "/srv/a&b/data"]
        let browser = WebShellTests.Browser(WebShell(options: options) { try sampleApp() })
        _ = await browser.get("/list")
        _ = await browser.post("/list", [("do", "add"), ("w1", "%2Fsrv%2Fa%26b%2Fdata%2Fsettings.json")])
        _ = await browser.post("/list", [("do", "add"), ("w1", "in %2Fsrv%2Fa%26b")])
        let page = await browser.get("/list").text
        #expect(page.contains("<li>settings.json<form"), "\(page)")
        #expect(page.contains("<li>in the server folder<form"), "\(page)")
        #expect(!page.contains("/srv"))
    }
}
