import ModuleKit
import Testing

@MainActor
@Suite struct EventStreamTests {
    @Test func everySubscriberGetsEveryEventInEmissionOrder() {
        let stream = EventStream<Int>()
        var first: [Int] = []
        var second: [Int] = []
        let a = stream.subscribe { first.append($0) }
        let b = stream.subscribe { second.append($0) }
        for value in 1...3 { stream.emit(value) }
        #expect(first == [1, 2, 3])
        #expect(second == [1, 2, 3])
        _ = (a, b)
    }

    @Test func anEventEmittedDuringDeliveryWaitsUntilEverySubscriberSawTheFirst() {
        let stream = EventStream<Int>()
        var seen: [String] = []
        let a = stream.subscribe { value in
            seen.append("a\(value)")
            if value == 1 { stream.emit(2) }
        }
        let b = stream.subscribe { seen.append("b\($0)") }
        stream.emit(1)
        #expect(seen == ["a1", "b1", "a2", "b2"])
        _ = (a, b)
    }

    @Test func releasingTheTokenEndsTheSubscription() {
        let stream = EventStream<Int>()
        var received: [Int] = []
        var token: Subscription? = stream.subscribe { received.append($0) }
        stream.emit(1)
        token = nil
        stream.emit(2)
        #expect(received == [1])
        #expect(stream.subscriberCount == 0)
        _ = token
    }

    @Test func cancellingEndsTheSubscriptionOnce() {
        let stream = EventStream<Int>()
        var received: [Int] = []
        let token = stream.subscribe { received.append($0) }
        token.cancel()
        token.cancel()
        stream.emit(1)
        #expect(received.isEmpty)
        #expect(token.isCancelled)
    }

    @Test func releasingTheStreamReleasesItsSubscribers() {
        final class Probe {}
        weak var weakProbe: Probe?
        var stream: EventStream<Int>? = EventStream<Int>()
        var token: Subscription?
        do {
            let probe = Probe()
            weakProbe = probe
            token = stream!.subscribe { _ in _ = probe }
        }
        #expect(weakProbe != nil)
        stream = nil
        #expect(weakProbe == nil)
        token?.cancel()
    }

    @Test func theAsyncSequenceSeesTheSameEventsAndEndsWithTheStream() async {
        var stream: EventStream<Int>? = EventStream<Int>()
        let values = stream!.values
        stream!.emit(1)
        stream!.emit(2)
        stream = nil
        var received: [Int] = []
        for await value in values { received.append(value) }
        #expect(received == [1, 2])
    }
}
