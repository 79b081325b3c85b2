import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct EventStreamTests {
    @Test func everySubscriberGetsEveryEventInEmissionOrder() {
        let stream = EventStream<Int>()
        var first: [Int] = []
        var second: [Int] = []
        let a = stream.hear { first.append($0) }
        let b = stream.hear { second.append($0) }
        for value in 1...3 { stream.emit(value) }
        #expect(first == [1, 2, 3])
        #expect(second == [1, 2, 3])
        _ = a
        _ = b
    }

    @Test func anEventEmittedDuringDeliveryWaitsUntilEverySubscriberSawTheFirst() {
        let stream = EventStream<Int>()
        var seen: [String] = []
        let a = stream.hear { value in
            seen.append("a\(value)")
            if value == 1 { stream.emit(2) }
        }
        let b = stream.hear { seen.append("b\($0)") }
        stream.emit(1)
        #expect(seen == ["a1", "b1", "a2", "b2"])
        _ = a
        _ = b
    }

    @Test func releasingTheTokenEndsTheSubscription() {
        let stream = EventStream<Int>()
        var received: [Int] = []
        var token: Subscription? = stream.hear { received.append($0) }
        stream.emit(1)
        token = nil
        stream.emit(2)
        #expect(received == [1])
        #expect(stream.liveSubscriberCount == 0)
        _ = token
    }

    @Test func cancellingEndsTheSubscriptionOnceAndDroppingItAfterDoesNothingMore() {
        let stream = EventStream<Int>()
        var received: [Int] = []
        var kept: [Int] = []
        let token = stream.hear { received.append($0) }
        let other = stream.hear { kept.append($0) }
        token.cancel()
        token.cancel()
        _ = consume token
        stream.emit(1)
        #expect(received.isEmpty)
        #expect(kept == [1], "the other subscription goes on")
        #expect(stream.liveSubscriberCount == 1)
        _ = other
    }

    @Test func releasingTheStreamReleasesItsSubscribers() {
        final class Probe {}
        weak var weakProbe: Probe?
        var stream: EventStream<Int>? = EventStream<Int>()
        var token: Subscription?
        do {
            let probe = Probe()
            weakProbe = probe
            token = stream!.hear { _ in _ = probe }
        }
        #expect(weakProbe != nil)
        stream = nil
        #expect(weakProbe == nil)
        token?.cancel()
    }
}

@MainActor
@Suite struct EventDeliveryOrderTests {
    @Test func anEventEmittedDuringDeliveryWaitsTheSameWayWhicheverModuleEmitsIt() throws {
        // Two modules of one manager: one order for both.
        let modules = ModuleManager()
        try modules.register(SampleFeatures.catalog(items: []))
        try modules.register(SampleFeatures.detail())
        let first = try modules.build(CatalogContext(routingContext: "t")).events
        let second = try modules.build(DetailContext(item: "d", routingContext: "t")).events
        var seen: [String] = []
        let a = first.hear { event in
            guard case .open(let value) = event else { return }
            seen.append("first.a\(value)")
            if value == "1" {
                second.emit(.favourite("10"))
                first.emit(.open("2"))
            }
        }
        let b = first.hear { event in
            if case .open(let value) = event { seen.append("first.b\(value)") }
        }
        let c = second.hear { event in
            guard case .favourite(let value) = event else { return }
            seen.append("second\(value)")
            first.emit(.open("3"))
        }
        first.emit(.open("1"))
        #expect(
            seen == [
                "first.a1", "first.b1",  // the first event reaches every subscriber,
                "second10",  // then what it caused, in emission order,
                "first.a2", "first.b2",
                "first.a3", "first.b3",  // and what those caused, after them
            ])
        _ = a
        _ = b
        _ = c
    }

    /// Streams made by hand, outside any manager, share no order (nothing is global): each
    /// keeps its own events breadth-first, and another's event is delivered at once.
    @Test func streamsMadeOutsideAManagerKeepOnlyTheirOwnOrder() {
        let first = EventStream<Int>()
        let second = EventStream<Int>()
        var seen: [String] = []
        let a = first.hear { value in
            seen.append("first.a\(value)")
            if value == 1 {
                second.emit(10)
                first.emit(2)
            }
        }
        let b = first.hear { seen.append("first.b\($0)") }
        let c = second.hear { value in
            seen.append("second\(value)")
            first.emit(3)
        }
        first.emit(1)
        #expect(seen == ["first.a1", "second10", "first.b1", "first.a3", "first.b3", "first.a2", "first.b2"])
        _ = a
        _ = b
        _ = c
    }

    @Test func listenersHearAnEventBeforeSubscribersAndWhatTheyCauseComesAfter() throws {
        let modules = ModuleManager()
        try modules.register(SampleFeatures.catalog(items: ["a"]))
        try modules.register(SampleFeatures.detail())
        let catalog = try modules.build(CatalogContext(routingContext: "test"))
        let detail = try modules.build(DetailContext(item: "a", routingContext: "test"))
        var seen: [String] = []
        modules.listen(to: CatalogEvent.self) { event, _ in
            seen.append("listener \(event)")
            detail.events.emit(.close)
            return .handled
        }
        modules.listen(to: DetailEvent.self) { event, _ in
            seen.append("listener \(event)")
            return .handled
        }
        let subscription = catalog.events.hear { seen.append("subscriber \($0)") }
        catalog.events.emit(.close)
        #expect(seen == ["listener close", "subscriber close", "listener close"])
        _ = subscription
    }

    @Test func anEventWaitingForDeliveryIsDroppedIfItsModuleClosesMeanwhile() async throws {
        let scene = try DetailOverCatalog()
        let (navigator, modules, detail) = (scene.navigator, scene.navigator.modules, scene.detail)
        var heard: [String] = []
        modules.listen(to: DetailEvent.self) { event, _ in
            heard.append("detail \(event)")
            return .handled
        }
        modules.listen(to: CatalogEvent.self) { event, _ in
            heard.append("catalog \(event)")
            detail.events.emit(.close)  // waits: the catalog's event is being delivered
            try? navigator.pop()  // closes the detail before its event's turn
            return .handled
        }
        scene.catalog.events.emit(.close)
        #expect(heard == ["catalog close"], "the catalog's listener ran, the detail's event never arrived")
        #expect(detail.work.isClosed)
        #expect(scene.dropped == ["event close"], "and its drop was traced")
        await modules.reachIdlePoint()
    }

    @Test func anEventBeingDeliveredStopsAtTheListenerThatClosesItsModule() async throws {
        let scene = try DetailOverCatalog()
        let (navigator, modules, detail) = (scene.navigator, scene.navigator.modules, scene.detail)
        var heard: [String] = []
        modules.listen(to: DetailEvent.self) { event, _ in
            heard.append("first \(event)")
            try? navigator.pop()  // closes the detail in the middle of its event's delivery
            return .handled
        }
        modules.listen(to: DetailEvent.self) { event, _ in
            heard.append("second \(event)")
            return .handled
        }
        let subscription = detail.events.hear { heard.append("subscriber \($0)") }
        detail.events.emit(.favourite("a"))
        #expect(heard == ["first favourite(\"a\")"], "no one after the close heard it")
        #expect(
            scene.dropped == ["the rest of the event's delivery (its module closed while it was delivered)"])
        _ = subscription
        await modules.reachIdlePoint()
    }

    @Test func anEventBeingDeliveredToListenersAloneStopsAtTheOneThatClosesItsModule() async throws {
        let scene = try DetailOverCatalog()
        let (navigator, modules, detail) = (scene.navigator, scene.navigator.modules, scene.detail)
        var heard: [String] = []
        for name in ["first", "second", "third"] {
            modules.listen(to: DetailEvent.self) { event, source in
                heard.append(name)
                if name == "second" { try? navigator.close(source.id) }
                return .handled
            }
        }
        #expect(detail.events.liveSubscriberCount == 0, "no subscriber: the listeners' own check stops it")
        detail.events.emit(.favourite("a"))
        #expect(heard == ["first", "second"], "the third listener never heard it")
        #expect(
            scene.dropped == ["the rest of the event's delivery (its module closed while it was delivered)"])
        await modules.reachIdlePoint()
    }

    @Test func anEventAModuleEmitsDuringItsOwnDeliveryIsDroppedWhenAListenerClosesIt() async throws {
        let scene = try DetailOverCatalog()
        let (navigator, modules, detail) = (scene.navigator, scene.navigator.modules, scene.detail)
        var heard: [String] = []
        modules.listen(to: DetailEvent.self) { event, _ in
            heard.append("\(event)")
            if event == .favourite("a") {
                detail.events.emit(.favourite("b"))  // waits for this delivery to end
                try? navigator.pop()  // and its module closes first
            }
            return .handled
        }
        detail.events.emit(.favourite("a"))
        #expect(heard == [#"favourite("a")"#], "the waiting event never reached the listener")
        #expect(scene.dropped == [#"event favourite("b")"#])
        await modules.reachIdlePoint()
    }

    @Test func anEventBeingDeliveredStopsAtTheSubscriberThatClosesItsModule() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let detail = try #require(navigator.top?.module as? DetailModule)
        var heard: [String] = []
        let first = detail.events.hear { _ in
            heard.append("first")
            try? navigator.pop()
        }
        let second = detail.events.hear { _ in heard.append("second") }
        let third = detail.events.hear { _ in heard.append("third") }
        detail.events.emit(.close)
        #expect(heard == ["first"], "neither the second nor the third subscriber heard it")
        _ = first
        _ = second
        _ = third
        await navigator.modules.reachIdlePoint()
    }
}

/// A detail pushed over the sample catalog, with the records of what its manager dropped: where
/// a close in the middle of a delivery is tested.
@MainActor
final class DetailOverCatalog {
    let navigator: Navigator
    let catalog: CatalogModule
    let detail: DetailModule
    /// The summaries of the `dropped` trace records, in order.
    private(set) var dropped: [String] = []
    private var records: Subscription?

    init() throws {
        navigator = try SampleFeatures.app(items: ["a"])
        catalog = try #require(navigator.top?.module as? CatalogModule)
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        detail = try #require(navigator.top?.module as? DetailModule)
        records = navigator.modules.observe([.dropped]) { [unowned self] in dropped.append($0.summary) }
    }
}
