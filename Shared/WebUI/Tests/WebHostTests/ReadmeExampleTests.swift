import HTTPServer
import ModuleKitCore
import Testing
import WebHost

/// The README's example, compiled and run.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func theReadmesServerShowsTheAppsFirstPage() async throws {
        // snippet: web-ui-readme
        // Each browser gets a session of its own: its own modules, links and navigator, made by
        // the app's composition root (here, a small app of a list and its items).
        let shell = WebShell { try sampleApp() }
        // On the loopback address, any free port; every request is one step of its session.
        let server = try HTTPServer(port: 0) { request in await shell.respond(to: request) }
        server.start()
        // end
        defer { server.stop() }
        let page = await shell.respond(
            to: HTTPRequest(method: "GET", target: "/list", headers: [("Host", "h")]))
        #expect(page.status == 200 && page.text.contains("<form"))
        #expect(server.port != 0)
        shell.endAll()
    }
}
