import ModuleKitCore
import ModuleKitTesting
import Testing

/// The host's own moments (HostEvent) reach the app's listeners through the same `listen` as a
/// module's events: typed, in the delivery order, traced, never reported unhandled.
@MainActor
@Suite struct HostEventTests {
    let notebook = Notebook(["home": "hello", "other": "elsewhere", "n1": "first"])

    /// What a listener of the host's events hears, in order, and from whom.
    final class Heard {
        var events: [HostEvent] = []
        var sources: Set<String> = []
    }

    func listening(to navigator: Navigator, in contexts: [RoutingContext]? = nil) -> Heard {
        let heard = Heard()
        navigator.modules.listen(to: HostEvent.self, in: contexts) { event, source in
            heard.events.append(event)
            heard.sources.insert("\(source)")
            return .handled
        }
        return heard
    }

    @Test func aSessionsStartALinkHandedInAndAPlaceComeBackToAreHeardInOrder() async throws {
        let navigator = try MemosApp.make(notebook)
        let heard = listening(to: navigator)
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        try navigator.start()
        session.restore(selectedTab: "other", links: ["notes": "notes://note/home/note/n1"])
        _ = session.handleChange()
        _ = session.handleChange()
        _ = await session.step(.open("notes://note/nowhere"))
        _ = await session.step(.back)
        #expect(
            heard.events == [
                .restored(
                    selectedTab: "other",
                    links: ["notes": "notes://note/home/note/n1", "other": "notes://note/other"]),
                .started(link: "notes://note/other"),
                .linkHandedIn("notes://note/nowhere"),
            ], "started once, with the first result; a link handed in whether or not it opens")
        #expect(heard.sources == ["Host#0 (host)"])
    }

    @Test func theyAreTracedAsEventsOfTheHostAndAnAppThatHearsNoneIsNotToldTheyWentUnhandled() async throws {
        let navigator = try MemosApp.make(notebook)
        var traced: [TraceRecord] = []
        let observing = navigator.modules.observe([.event, .unhandled]) { traced.append($0) }
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1")
        }
        let host = traced.filter { $0.module == "Host#0" }
        #expect(host.map(\.kind) == [.event, .event])
        #expect(host.map(\.routingContext) == ["host", "host"])
        #expect(host.first?.summary == #"started(link: Optional("notes://note/home"))"#)
        #expect(host.last?.summary == #"linkHandedIn("notes://note/home/note/n1")"#)
        observing.cancel()
    }

    @Test func aListenerOfEveryEventHearsThemTypedAndOneOfAnotherFlowDoesNot() async throws {
        let navigator = try MemosApp.make(notebook)
        var typed: [HostEvent] = []
        navigator.modules.listen(to: (any Sendable).self) { event, _ in
            if let host = event as? HostEvent { typed.append(host) }
            return .ignored
        }
        let elsewhere = listening(to: navigator, in: ["notes"])
        let host = listening(to: navigator, in: ["host"])
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        try navigator.start()
        _ = await session.step(.open("notes://note/home/note/n1"))
        #expect(
            typed == [
                .linkHandedIn("notes://note/home/note/n1"), .started(link: "notes://note/home/note/n1"),
            ])
        #expect(elsewhere.events.isEmpty)
        #expect(host.events.count == 2)
    }

    /// A host's event sent while a module's is delivered waits until every listener heard that
    /// one, as a module's would.
    @Test func oneSentDuringADeliveryFollowsIt() async throws {
        let navigator = try MemosApp.make(notebook, routed: false)
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        var order: [String] = []
        navigator.modules.listen(to: MemoEvent.self) { _, _ in
            order.append("first listener")
            session.restore(selectedTab: "notes", links: [:])
            return .handled
        }
        navigator.modules.listen(to: MemoEvent.self) { _, _ in
            order.append("second listener")
            return .handled
        }
        navigator.modules.listen(to: HostEvent.self) { event, _ in
            if case .restored = event { order.append("restored") }
            return .handled
        }
        try navigator.start()
        let top = try #require(navigator.top?.module)
        let work = try #require(top.work(for: MemoAction.open("n1")))
        _ = await work.start(on: top.work).value
        #expect(order == ["first listener", "second listener", "restored"])
    }
}
