import HTTPServer
import ModuleKitCore
import Services
import Testing
import WebHost

@testable import App

/// A refused link in a browser's session changes nothing — the screens it showed stay, the very
/// modules, a section presented over a tab's stack included — through the web host, in the
/// test's process, where the session's screens can be looked at (issue 85, item 1).
@MainActor
@Suite struct WebRefusedLinkTests {
    /// A browser of mosaic's pages: it keeps the session's cookie; `navigator` is its session's.
    @MainActor final class Browser {
        private(set) var navigator: Navigator?
        private var cookie: String?
        private(set) lazy var shell = WebShell { [unowned self] in
            let services = ServiceBundle.inMemory()
            let modules = ModuleManager()
            _ = try CompositionRoot(
                modules: modules, services: services, host: .web, shared: SharedData(services: services),
                developer: nil)
            let navigator = Navigator(modules: modules, tabs: CompositionRoot.tabs)
            let app = try WebApp(modules: modules, navigator: navigator)
            // Each page waits for its loads, however busy the machine: a page still loading
            // would be a 200 that says so, not the answer asked about here.
            app.session.grace = .seconds(60)
            RoutingListener.install(on: navigator)
            self.navigator = navigator
            return app
        }

        func get(_ path: String) async -> HTTPResponse {
            var headers = [("Host", "127.0.0.1")]
            if let cookie { headers.append(("Cookie", "mosaic-session=\(cookie)")) }
            let response = await shell.respond(to: HTTPRequest(method: "GET", target: path, headers: headers))
            if let set = response.headers.first(where: { $0.name == "Set-Cookie" })?.value {
                cookie = String(set.split(separator: ";")[0].split(separator: "=")[1])
            }
            return response
        }

        /// The ids of the screens shown, root first, presented ones last.
        var shown: [ModuleID] { navigator?.visibleStack.map(\.id) ?? [] }
    }

    @Test func aRefusedLinkLeavesTheSectionPresentedTheSameScreens() async throws {
        let browser = Browser()
        #expect(await browser.get("/feed/post/p2").status == 200)
        #expect(await browser.get("/settings/accounts").status == 200)
        let before = browser.shown
        #expect(before.count == 1, "the section, presented: \(before)")
        for path in ["/feed/profile/ghost", "/feed/post/p999", "/feed/post/p999/post/p1"] {
            #expect(await browser.get(path).status == 404, "\(path)")
            #expect(browser.shown == before, "the same section, still presented, after \(path)")
        }
        #expect(browser.navigator?.contexts(ofTab: 0).count == 2, "the post beneath it as it was")
        browser.shell.endAll()
    }

    @Test func aRefusedLinkLeavesTheTabsScreensTheSameModules() async throws {
        let browser = Browser()
        #expect(await browser.get("/feed/posts/carol").status == 200)
        let before = browser.shown
        #expect(await browser.get("/feed/post/p999").status == 404)
        #expect(browser.shown == before, "carol's posts, not a new screen built again")
        browser.shell.endAll()
    }
}
