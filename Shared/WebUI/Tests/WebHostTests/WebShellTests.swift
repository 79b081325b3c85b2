import Foundation
import HTTPServer
import ModuleKitCore
import Testing
import WebHost

/// The web host as a browser meets it: pages at links, forms that post actions and redirect,
/// sessions of their own, and every refusal one clear line.
@MainActor
@Suite struct WebShellTests {
    /// A browser: it keeps the session's cookie, and reads the token from the pages it is given.
    @MainActor final class Browser {
        let shell: WebShell
        var cookie: String?
        var token = ""
        init(_ shell: WebShell) { self.shell = shell }

        func get(_ path: String) async -> HTTPResponse {
            await send(HTTPRequest(method: "GET", target: path, headers: [("Host", "h")]))
        }

        func post(_ path: String, _ fields: [(String, String)], token: String? = nil) async -> HTTPResponse {
            let body = ([("token", token ?? self.token)] + fields).map { "\($0.0)=\($0.1)" }.joined(
                separator: "&")
            return await send(
                HTTPRequest(method: "POST", target: path, headers: [("Host", "h")], body: Array(body.utf8)))
        }

        private func send(_ request: HTTPRequest) async -> HTTPResponse {
            var request = request
            if let cookie { request.headers.append(("Cookie", "mosaic-session=\(cookie)")) }
            let response = await shell.respond(to: request)
            if let set = response.header("Set-Cookie") {
                cookie = String(set.split(separator: ";")[0].split(separator: "=")[1])
            }
            if let range = response.text.range(of: #"name="token" value=""#) {
                token = String(response.text[range.upperBound...].prefix { $0 != "\"" })
            }
            return response
        }
    }

    @Test func theRootGoesToTheFirstTabAndASessionCookieIsSetOnce() async {
        let browser = Browser(WebShell { try sampleApp() })
        let root = await browser.get("/")
        #expect(root.status == 303 && root.header("Location") == "/list")
        let cookie = root.header("Set-Cookie") ?? ""
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"))
        let list = await browser.get("/list")
        #expect(list.status == 200 && list.header("Set-Cookie") == nil, "the same session")
        #expect(list.header("Content-Type") == "text/html; charset=utf-8")
    }

    @Test func aPageShowsItsScreenWithTheTabsAndValuesFromDataAsText() async {
        let browser = Browser(WebShell { try sampleApp() })
        let page = await browser.get("/list").text
        #expect(
            page.contains(
                #"<nav><a href="/list" aria-current="page">list</a><a href="/about">about</a></nav>"#))
        #expect(page.contains("<li>a<form"))
        #expect(page.contains("<li>&lt;b&gt;&amp;<form"), "an item from data is text")
        #expect(!page.contains("<b>&"))
    }

    @Test func anUnknownLinkIsA404CarryingTheLinksError() async {
        let browser = Browser(WebShell { try sampleApp() })
        let page = await browser.get("/nothing/here")
        #expect(page.status == 404)
        #expect(page.text.contains("error: no route for &#39;nothing/here&#39;"))
        #expect(await browser.get("/list").status == 200, "the session goes on")
    }

    @Test func aFormPostsAnActionThatRunsAndRedirectsToThePageShown() async {
        let browser = Browser(WebShell { try sampleApp() })
        _ = await browser.get("/list")
        let added = await browser.post("/list", [("do", "add"), ("w1", "c+d")])
        #expect(added.status == 303 && added.header("Location") == "/list")
        #expect(await browser.get("/list").text.contains("<li>c d<form"))
        let opened = await browser.post("/list", [("do", "open"), ("w1", "a")])
        #expect(
            opened.status == 303 && opened.header("Location") == "/list/item/a",
            "the app's listener pushed it")
        let item = await browser.get("/list/item/a")
        #expect(item.text.contains("<p>item a</p>"))
    }

    @Test func theRedirectAfterAFormShowsItsPageWithoutLoadingItAgainAndALaterAskRefreshesIt() async {
        @MainActor final class Loads { var count = 0 }
        let loads = Loads()
        let browser = Browser(
            WebShell {
                try sampleApp {
                    loads.count += 1
                    return ["a"]
                }
            })
        _ = await browser.get("/list")
        #expect(loads.count == 1, "a new session's first page is its first tab as it just loaded")
        let added = await browser.post("/list", [("do", "add"), ("w1", "c")])
        #expect(added.status == 303 && added.header("Location") == "/list")
        #expect(await browser.get("/list").text.contains("<li>c<form"), "the page as the form left it")
        #expect(loads.count == 1, "the form's step showed it just now: not loaded again")
        #expect(await browser.get("/list").text.contains("<li>c<form"))
        #expect(loads.count == 2, "asked for again, it shows the data as it is now")
        let opened = await browser.post("/list", [("do", "open"), ("w1", "a")])
        _ = await browser.get("/about")
        _ = await browser.get(opened.header("Location") ?? "")
        #expect(loads.count == 2, "a redirect not followed at once is a page asked for again")
    }

    @Test func aPostWithoutTheSessionsTokenIsForbiddenAndChangesNothing() async {
        let browser = Browser(WebShell { try sampleApp() })
        _ = await browser.get("/list")
        #expect(await browser.post("/list", [("do", "add"), ("w1", "x")], token: "forged").status == 403)
        let other = Browser(browser.shell)
        _ = await other.get("/list")
        #expect(
            await other.post("/list", [("do", "add"), ("w1", "x")], token: browser.token).status == 403,
            "another session's token")
        #expect(!(await browser.get("/list").text.contains("<li>x<")))
    }

    @Test func onlyAPageStartsASessionAFormOrAWaitWithoutOneIsAnsweredWithoutOne() async {
        let shell = WebShell { try sampleApp() }
        let browser = Browser(shell)
        #expect(await browser.post("/list", [("do", "add"), ("w1", "x")], token: "any").status == 403)
        #expect(await browser.get("/_wait").status == 204)
        let put = await shell.respond(
            to: HTTPRequest(method: "PUT", target: "/list", headers: [("Host", "h")]))
        #expect(put.status == 405)
        #expect(shell.sessionCount == 0 && browser.cookie == nil, "no session was made")
        #expect(await browser.get("/list").status == 200 && shell.sessionCount == 1 && browser.cookie != nil)
    }

    @Test func aShellForItsOwnNamesRefusesAnotherHostWithoutASession() async {
        var options = WebShell.Options()
        options.hostNames = ["127.0.0.1", "localhost"]
        let shell = WebShell(options: options) { try sampleApp() }
        func get(host: String) async -> HTTPResponse {
            await shell.respond(to: HTTPRequest(method: "GET", target: "/list", headers: [("Host", host)]))
        }
        let rebound = await get(host: "evil.example:8080")
        #expect(rebound.status == 403 && shell.sessionCount == 0)
        #expect(
            rebound.text.contains(
                "error: this server answers to 127.0.0.1 and localhost only, not &#39;evil.example&#39;"))
        #expect(await get(host: "127.0.0.1:8080").status == 200)
        #expect(await get(host: "LocalHost").status == 200)
        #expect(await get(host: "localhost.evil.example").status == 403)
        let old = HTTPRequest(method: "GET", target: "/list", version: "HTTP/1.0", headers: [])
        #expect(await shell.respond(to: old).status == 200, "HTTP/1.0 without a Host")
    }

    @Test func aRefusedOrUnknownActionIsOneLineOnThePage() async {
        let browser = Browser(WebShell { try sampleApp() })
        _ = await browser.get("/list")
        let empty = await browser.post("/list", [("do", "add"), ("w1", "")])
        #expect(empty.status == 409 && empty.text.contains("error: an item has a name"))
        let unknown = await browser.post("/list", [("do", "dance")])
        #expect(
            unknown.status == 409 && unknown.text.contains("error: this screen has no action &#39;dance&#39;")
        )
        #expect(await browser.post("/list", [("do", "%zz")]).status == 400)
    }

    @Test func finishingEndsEverySessionAndFindsNoLeak() async {
        let shell = WebShell { try sampleApp() }
        for path in ["/list/item/a", "/about"] { _ = await Browser(shell).get(path) }
        #expect(shell.sessionCount == 2)
        #expect(await shell.finish().isEmpty)
        #expect(shell.sessionCount == 0)
    }

    /// Found by fuzz-web-requests (LeakSanitizer): the app's routing listener holds its navigator,
    /// which holds its modules, which hold the listener — every ended session's app stayed.
    @Test func anEndedSessionsAppIsFreedItsListenersHoldingItsNavigatorNotWithstanding() async {
        weak var modules: ModuleManager?
        weak var navigator: Navigator?
        let shell = WebShell {
            let app = try sampleApp()
            modules = app.modules
            navigator = app.navigator
            return app
        }
        _ = await Browser(shell).get("/list/item/a")
        #expect(modules != nil && navigator != nil)
        #expect(await shell.finish().isEmpty)
        #expect(modules == nil && navigator == nil, "the session's manager and navigator are freed")
    }

    @Test func eachSessionHasItsOwnStackAndItsOwnModules() async {
        let shell = WebShell { try sampleApp() }
        let one = Browser(shell)
        let two = Browser(shell)
        _ = await one.get("/list/item/a")
        _ = await two.get("/about")
        #expect(await one.get("/list/item/a").text.contains("item a"))
        #expect(await two.get("/about").text.contains(#"<a href="/about" aria-current="page">"#))
        #expect(shell.sessionCount == 2)
    }

    @Test func sessionsPastTheLimitEndTheOldestAndItsModulesCloseWithoutLeaking() async throws {
        var options = WebShell.Options()
        options.sessionLimit = 1
        var apps: [WebApp] = []
        let shell = WebShell(options: options) {
            let app = try sampleApp()
            apps.append(app)
            return app
        }
        let one = Browser(shell)
        _ = await one.get("/list")
        _ = await one.get("/list/item/a")  // came back: with every session in use, the oldest ends
        let two = Browser(shell)
        _ = await two.get("/list")
        #expect(shell.sessionCount == 1)
        let first = try #require(apps.first)
        #expect(first.navigator.visibleStack.isEmpty, "the first session's screens closed")
        #expect(
            await first.modules.reachIdlePoint().isEmpty && first.modules.aliveModules.isEmpty,
            "and nothing leaked")
        let again = await one.get("/list")
        #expect(again.header("Set-Cookie") != nil, "an ended session's browser gets a new one")
    }

    @Test func aFloodOfClientsWithoutCookiesEndsItsOwnSessionsNotOnesInUse() async {
        var options = WebShell.Options()
        options.sessionLimit = 3
        let shell = WebShell(options: options) { try sampleApp() }
        let person = Browser(shell)
        _ = await person.get("/list")
        _ = await person.get("/list/item/a")  // came back: a session in use
        for _ in 0..<20 { _ = await Browser(shell).get("/list") }  // never come back
        #expect(shell.sessionCount == 3)
        let page = await person.get("/list/item/a")
        #expect(
            page.header("Set-Cookie") == nil && page.text.contains("item a"), "the person's session lives")
    }

    @Test func aPageWhoseSessionEndedWhileItWasMadeIsA503ToTryAgain() async throws {
        let gate = Gate()
        var options = WebShell.Options()
        options.sessionLimit = 1
        let shell = WebShell(options: options) {
            // The page waits for its load, however long (on a loaded machine too).
            try sampleApp(grace: .seconds(300)) {
                await gate.wait()
                return ["late"]
            }
        }
        let one = Browser(shell)
        async let first = one.get("/list")
        while !gate.isWaitedOn { await Task.yield() }
        let two = await Browser(shell).get("/about")  // room for it: the first session ends
        #expect(two.status == 200 && shell.sessionCount == 1)
        gate.open()
        let page = await first
        #expect(page.status == 503 && page.header("Retry-After") == "1")
        #expect(page.text.contains("error: this session ended while its page was made"))
        #expect(await one.get("/list").header("Set-Cookie") != nil, "its browser starts a new one")
    }

    @Test func anExpiredSessionEndsAndItsBrowserStartsANewOne() async throws {
        var options = WebShell.Options()
        options.sessionLifetime = .milliseconds(1)
        let shell = WebShell(options: options) { try sampleApp() }
        let browser = Browser(shell)
        _ = await browser.get("/list")
        try await Task.sleep(for: .milliseconds(20))
        #expect(await browser.get("/list").header("Set-Cookie") != nil)
        #expect(shell.sessionCount == 1)
    }

    @Test func aScreenStillLoadingShowsItsLoadingStateAndAWaitAnswersWhenItsLoadEnds() async throws {
        let gate = Gate()
        let shell = WebShell {
            try sampleApp {
                await gate.wait()
                return ["late"]
            }
        }
        let browser = Browser(shell)
        let loading = await browser.get("/list")
        #expect(loading.text.contains("Loading…"))
        let nonce = try #require(loading.header("Content-Security-Policy")?.nonce)
        #expect(
            loading.text.contains(
                "<script nonce=\"\(nonce)\">fetch(`/_wait`).then(function () { location.reload() })</script>"),
            "a script as written: a browser decodes no character reference in it; its policy runs it")
        async let waited = browser.get("/_wait")
        gate.open()
        #expect(await waited.status == 204)
        let loaded = await browser.get("/list").text
        #expect(loaded.contains("<li>late<form") && !loaded.contains("Loading…"))
    }

    @Test func aNavigationTheAppCouldNotMakeIsOneLineOnTheNextPageOnly() async {
        let browser = Browser(WebShell { try sampleApp(maximumDepth: 1) })
        _ = await browser.get("/list")
        let open = await browser.post("/list", [("do", "open"), ("w1", "a")])
        #expect(open.status == 303 && open.header("Location") == "/list", "the stack is full: the list stays")
        let page = await browser.get("/list").text
        #expect(
            page.contains(
                #"<p class="error">error: this stack holds 1 screens, the most it may: go back first</p>"#))
        #expect(!(await browser.get("/list").text.contains(#"class="error""#)), "once")
    }

    @Test func twoTabsOfOneSessionEachGetTheirOwnPageWhileOneLoads() async throws {
        let gate = Gate()
        let shell = WebShell {
            // The first page waits for its load, however long (on a loaded machine too).
            try sampleApp(grace: .seconds(300)) {
                await gate.wait()
                return ["late"]
            }
        }
        let browser = Browser(shell)
        _ = await browser.get("/about")  // the session starts
        async let list = browser.get("/list")
        while !gate.isWaitedOn { await Task.yield() }
        async let about = browser.get("/about")  // a second tab, while the list loads
        for _ in 0..<10 { await Task.yield() }
        gate.open()
        let (listPage, aboutPage) = await (list.text, about.text)
        #expect(listPage.contains("<li>late<form") && !listPage.contains("<p>about</p>"), "\(listPage)")
        #expect(aboutPage.contains("<p>about</p>"))
    }

    @Test func aWaitForALoadThatOutlastsItAnswersAtItsLimitAndThePageStillShowsLoading() async throws {
        let gate = Gate()
        var options = WebShell.Options()
        options.changeWait = .milliseconds(50)
        let shell = WebShell(options: options) {
            try sampleApp {
                await gate.wait()
                return ["late"]
            }
        }
        let browser = Browser(shell)
        _ = await browser.get("/list")
        #expect(await browser.get("/_wait").status == 204)
        #expect(gate.isWaitedOn, "it answered at its limit, while the load was still held")
        #expect(await browser.get("/list").text.contains("Loading…"), "the load goes on")
        gate.open()
        _ = await browser.get("/_wait")
        #expect(await browser.get("/list").text.contains("<li>late<form"))
    }
}

/// A load held until the test opens it.
@MainActor
final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false
    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }
    /// Whether a load waits here.
    var isWaitedOn: Bool { !waiting.isEmpty }
    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}
