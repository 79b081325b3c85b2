import Foundation
import ModuleKit

/// The payload every contender delivers: a module event with a value, as `liked(PostID)` would be.
enum BenchEvent: ModuleEvent {
    case liked(Int)
    case unliked(Int)

    var value: Int {
        switch self {
        case .liked(let value), .unliked(let value): value
        }
    }
}

/// Delivering events from one producer to `listeners` consumers, by five means.
@MainActor
enum EventBenchmarks {
    static func directCall(listeners: Int, events: Int, sink: Sink) async -> Measurement {
        var handlers = ContiguousArray<(BenchEvent) -> Void>()
        for _ in 0..<listeners {
            let handler: @Sendable (BenchEvent) -> Void = { sink.take($0.value) }
            handlers.append(handler)
        }
        return await measure("direct closure call", listeners: listeners, events: events) { count in
            callDirectly(handlers, count: count)
        }
    }

    /// The limit: the same closures called in a plain loop, in a synchronous function as
    /// `EventStream.emit` is.
    @inline(never)
    static func callDirectly(_ handlers: ContiguousArray<(BenchEvent) -> Void>, count: Int) {
        for index in 0..<count {
            let event = BenchEvent.liked(index)
            for handler in handlers { handler(event) }
        }
    }

    static func eventStream(listeners: Int, events: Int, sink: Sink) async -> Measurement {
        let stream = EventStream<BenchEvent>()
        let tokens = (0..<listeners).map { _ in stream.subscribe { sink.take($0.value) } }
        let result = await measure("EventStream", listeners: listeners, events: events) { count in
            for index in 0..<count { stream.emit(.liked(index)) }
        }
        withExtendedLifetime(tokens) {}
        return result
    }

    static func moduleListeners(listeners: Int, events: Int, sink: Sink) async -> Measurement {
        let modules = ModuleManager()
        try! modules.register(BenchModule.builder)
        for _ in 0..<listeners {
            modules.listen(to: BenchEvent.self) { event, _ in
                sink.take(event.value)
                return .handled
            }
        }
        let module = try! modules.build(BenchContext(routingContext: "bench"))
        return await measure("ModuleManager listeners", listeners: listeners, events: events) { count in
            for index in 0..<count { module.events.emit(.liked(index)) }
        }
    }

    static func notificationCenter(listeners: Int, events: Int, sink: Sink) async -> Measurement {
        let center = NotificationCenter()
        let name = Notification.Name("liked")
        let observers = (0..<listeners).map { _ in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                sink.take(note.userInfo?["value"] as? Int ?? 0)
            }
        }
        let result = await measure("NotificationCenter", listeners: listeners, events: events) { count in
            for index in 0..<count { center.post(name: name, object: nil, userInfo: ["value": index]) }
        }
        for observer in observers { center.removeObserver(observer) }
        return result
    }

    static func asyncStream(listeners: Int, events: Int, sink: Sink) async -> Measurement {
        await measure("AsyncStream", listeners: listeners, events: events) { count in
            var continuations: [AsyncStream<BenchEvent>.Continuation] = []
            var consumers: [Task<Void, Never>] = []
            for _ in 0..<listeners {
                let (stream, continuation) = AsyncStream<BenchEvent>.makeStream()
                continuations.append(continuation)
                consumers.append(
                    Task.detached {
                        for await event in stream { sink.take(event.value) }
                    })
            }
            for index in 0..<count {
                for continuation in continuations { continuation.yield(.liked(index)) }
            }
            for continuation in continuations { continuation.finish() }
            for consumer in consumers { await consumer.value }
        }
    }
}
