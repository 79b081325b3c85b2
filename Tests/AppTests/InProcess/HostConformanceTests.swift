import Domain
import HTTPServer
import ModuleKitCore
import ModuleKitTesting
import Services
import TerminalHost
import TerminalUI
import Testing
import WebHost

@testable import App

/// One behaviour in every host: the same scenarios, written once, through AppHarness, the
/// terminal's shell and the browser's shell, each over the app as `mosaic` composes it for that
/// host — and the same outcome in ModuleKit's terms: the link shown, the failures by kind, what
/// was saved.
@MainActor
@Suite struct HostConformanceTests {
    /// One step of a scenario.
    enum Step: Sendable {
        case open(String)
        case back
        case tab(String)
        /// An action on the screen shown: its words (which a page's forms carry too), and the
        /// command a person types for it in a terminal (rows by number).
        case act(words: [String], command: String)
    }

    /// What a host showed at the end, and what it failed on the way.
    struct Outcome: Equatable, Sendable {
        var link: String?
        var failures: [ModuleFailure.Kind]
    }

    nonisolated static let scenarios: [(name: String, steps: [Step], expected: Outcome, liked: [String])] = [
        (
            "a like, then back, then a tab",
            [
                .open("mosaic://feed/post/p2"),
                .act(words: ["like", "p2"], command: "like"),
                .back, .tab("likes"),
            ],
            Outcome(link: "mosaic://likes", failures: []), ["p2"]
        ),
        (
            "a link whose screen fails to load",
            [.open("mosaic://feed/post/p2"), .open("mosaic://feed/post/p999")],
            Outcome(link: "mosaic://feed/post/p2", failures: [.notFound]), []
        ),
        (
            "a link no route takes", [.open("mosaic://bogus")],
            Outcome(link: "mosaic://feed", failures: [.notFound]), []
        ),
        (
            "a refused action",
            [
                .open("mosaic://feed/post/p5"),
                .act(words: ["like", "p5"], command: "like"),
                .act(words: ["like", "p5"], command: "like"),
            ],
            Outcome(link: "mosaic://feed/post/p5", failures: [.refused]), ["p5"]
        ),
        ("back at the first screen", [.back], Outcome(link: "mosaic://feed", failures: [.refused]), []),
        (
            "a profile whose embedded screens load after it, then a post from it",
            [.open("mosaic://profile/alice"), .open("mosaic://feed/profile/alice/post/p1")],
            Outcome(link: "mosaic://feed/profile/alice/post/p1", failures: []), []
        ),
        (
            // Coming back keeps where the person was: page 2's first row is p11 (row 1 of page 1
            // would be p1).
            "the feed paged on, a post opened, back, then the page's first post",
            [
                .act(words: ["more"], command: "more"), .act(words: ["open", "p12"], command: "open 2"),
                .back,
                .act(words: ["open", "p11"], command: "open 1"),
            ],
            Outcome(link: "mosaic://feed/post/p11", failures: []), []
        ),
        (
            // A section is always presented: over the profile, not in the settings tab; back
            // closes it whole and the person is where they were.
            "a settings section from a link, changed, then back",
            [
                .open("mosaic://feed/profile/alice"), .open("mosaic://settings/notifications"),
                .act(words: ["toggle", "likes"], command: "toggle likes"), .back,
            ],
            Outcome(link: "mosaic://feed/profile/alice", failures: []), []
        ),
    ]

    @Test(arguments: 0..<scenarios.count)
    func everyHostEndsTheSameScenarioTheSameWay(scenario index: Int) async throws {
        let (name, steps, expected, liked) = Self.scenarios[index]
        for host in ["harness", "terminal", "web"] {
            // Under latency: every service call takes a little time, in every host.
            let services = ServiceBundle.inMemory().delayed(by: .milliseconds(5))
            let outcome =
                switch host {
                case "harness": try await Self.harness(steps, services)
                case "terminal": try await Self.terminal(steps, services)
                default: try await Self.web(steps, services)
                }
            #expect(outcome == expected, "\(name), through the \(host)")
            let saved = try await services.likes.likedPosts().map(\.rawValue)
            #expect(saved == liked, "\(name), saved through the \(host)")
        }
    }

    // MARK: The three hosts

    static func harness(_ steps: [Step], _ services: ServiceBundle) async throws -> Outcome {
        var outcome = Outcome(link: nil, failures: [])
        try await InProcessApp.run(services: services) { app in
            for step in steps {
                switch step {
                case .open(let link): await app.open(link)
                case .back: await app.back()
                case .tab(let name): await app.selectTab(name)
                case .act(let words, _): await app.act(words: words)
                }
                outcome.failures += app.shown.failures.map(\.kind)
                app.expectFailures(app.shown.failures)
            }
            outcome.link = app.shown.link
        }
        return outcome
    }

    static func terminal(_ steps: [Step], _ services: ServiceBundle) async throws -> Outcome {
        let modules = ModuleManager()
        _ = try CompositionRoot(modules: modules, services: services, host: .terminal, developer: nil)
        let navigator = Navigator(modules: modules, tabs: CompositionRoot.tabs)
        let shell = TerminalShell(navigator: navigator, policy: .plain, pace: .untilIdle)
        RoutingListener.install(on: shell.session.navigator)
        try navigator.start()
        await modules.reachIdlePoint()
        var outcome = Outcome(link: nil, failures: [])
        for step in steps {
            let line =
                switch step {
                case .open(let link): "open \(link)"
                case .back: "back"
                case .tab(let name): "tab \(name)"
                case .act(_, let command): command
                }
            let shown = await shell.perform(try Command(parsing: line))
            outcome.failures += shown?.failures.map(\.kind) ?? [.invalid]
        }
        outcome.link = shell.session.shown?.link
        navigator.closeAll()
        #expect(await modules.reachIdlePoint().isEmpty, "no module outlived the terminal's session")
        modules.removeListeners()
        return outcome
    }

    static func web(_ steps: [Step], _ services: ServiceBundle) async throws -> Outcome {
        let shared = SharedData(services: services)
        let shell = WebShell {
            let modules = ModuleManager()
            _ = try CompositionRoot(
                modules: modules, services: services, host: .web, shared: shared, developer: nil)
            let app = try WebApp(
                modules: modules, navigator: Navigator(modules: modules, tabs: CompositionRoot.tabs))
            // Each page waits for its loads however busy the machine, as the other hosts' steps
            // do: a page still loading has no forms to post.
            app.session.grace = .seconds(60)
            RoutingListener.install(on: app.session.navigator)
            return app
        }
        var cookie = ""
        // The browser's history: its back goes to the page before.
        var history = ["/feed"]
        var outcome = Outcome(link: nil, failures: [])
        func get(_ target: String) async -> (status: Int, page: String) {
            let response = await shell.respond(
                to: HTTPRequest(
                    method: "GET", target: target, headers: [("Host", "localhost"), ("Cookie", cookie)]))
            if let set = response.headers.first(where: { $0.name == "Set-Cookie" }) {
                cookie = String(set.value.prefix { $0 != ";" })
            }
            return (response.status, String(decoding: response.body, as: UTF8.self))
        }
        func visit(_ target: String) async -> (status: Int, page: String) {
            let shown = await get(target)
            outcome.failures += kinds(shown.status, shown.page)
            if shown.status == 200, history.last != target { history.append(target) }
            return shown
        }
        var shown = await get(history[0])
        for step in steps {
            switch step {
            case .open(let link): shown = await visit("/" + link.dropFirst("mosaic://".count))
            case .tab(let name): shown = await visit("/\(name)")
            case .back:
                guard history.count > 1 else {
                    outcome.failures.append(.refused)  // no page before: the app's back is refused
                    continue
                }
                history.removeLast()
                shown = await get(history[history.count - 1])
            case .act(let words, _):
                let form = words.enumerated().map { index, word in (index == 0 ? "do" : "w\(index)", word) }
                let token =
                    shown.page.components(separatedBy: #"name="token" value=""#).dropFirst().first
                    .map { String($0.prefix { $0 != "\"" }) } ?? ""
                let body = ([("token", token)] + form).map { "\($0.0)=\($0.1)" }.joined(separator: "&")
                let response = await shell.respond(
                    to: HTTPRequest(
                        method: "POST", target: history[history.count - 1],
                        headers: [("Host", "localhost"), ("Cookie", cookie)], body: Array(body.utf8)))
                if response.status == 303,
                    let location = response.headers.first(where: { $0.name == "Location" })
                {
                    shown = await visit(location.value)
                } else {
                    outcome.failures += kinds(response.status, String(decoding: response.body, as: UTF8.self))
                }
            }
        }
        let path = history[history.count - 1]
        outcome.link = "mosaic:/" + path
        #expect(await shell.finish().isEmpty, "no module outlived the browser's sessions")
        return outcome
    }
}

/// The failures a page shows, by kind: its status says the kind, its `error:` lines how many.
private func kinds(_ status: Int, _ page: String) -> [ModuleFailure.Kind] {
    let lines = page.components(separatedBy: #"<p class="error">"#).count - 1
    let kind: ModuleFailure.Kind =
        switch status {
        case 404: .notFound
        case 409: .refused
        case 400: .invalid
        default: .unavailable
        }
    return Array(repeating: kind, count: lines)
}
