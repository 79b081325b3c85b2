import Foundation
import ModuleKitCore

/// The payload every contender delivers: a module event with a value, as `liked(PostID)` would be.
enum BenchEvent: Sendable {
    case liked(Int)
    case unliked(Int)

    var value: Int {
        switch self {
        case .liked(let value), .unliked(let value): value
        }
    }
}

/// Delivering events from one producer to `listeners` consumers, by four means.
@MainActor
enum EventBenchmarks {
    static func directCall(listeners: Int, events: Int, sink: Sink) async -> Measurement {
        let calls = DirectCalls<BenchEvent>()
        for _ in 0..<listeners { calls.append(handler(sink)) }
        return await measure("direct closure call", listeners: listeners, events: events) { count in
            for index in 0..<count { calls.call(.liked(index)) }
        }
    }

    /// What every contender calls per delivery. Made outside the main actor, so no contender
    /// pays a dynamic isolation check that another avoids.
    nonisolated static func handler(_ sink: Sink) -> (BenchEvent) -> Void {
        { sink.take($0.value) }
    }

    nonisolated static func listener(_ sink: Sink) -> (BenchEvent, ModuleSource) -> EventHandling {
        { event, _ in
            sink.take(event.value)
            return .handled
        }
    }

    static func moduleListeners(listeners: Int, events: Int, sink: Sink) async -> Measurement {
        let modules = ModuleManager()
        try! modules.register(BenchModule.builder)
        for _ in 0..<listeners {
            modules.listen(to: BenchEvent.self, listener(sink))
        }
        let module = try! modules.build(BenchContext(routingContext: "bench"))
        // The stream once, as the module's own code holds it: the cost measured is delivery,
        // not the protocol getter.
        let stream = module.events
        return await measure("ModuleManager listeners", listeners: listeners, events: events) { count in
            for index in 0..<count { stream.emit(.liked(index)) }
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

/// The limit: an array of closures called in a loop, held and iterated exactly as
/// `EventStream` holds and iterates its subscribers — generic over the event, each closure in
/// a struct (an array element of function type would be stored in a more abstract form, with
/// an extra thunk per call), a class's contiguous array without exclusivity checks, one
/// synchronous call per event — so that "× direct" compares delivery alone.
@MainActor
final class DirectCalls<Event> {
    struct Handler {
        let call: (Event) -> Void
    }

    @exclusivity(unchecked) var handlers = ContiguousArray<Handler>()

    func append(_ handler: @escaping (Event) -> Void) {
        handlers.append(Handler(call: handler))
    }

    @inline(never)
    func call(_ event: Event) {
        for handler in handlers { handler.call(event) }
    }
}
