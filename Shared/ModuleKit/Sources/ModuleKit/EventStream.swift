/// A multicast stream of one module's events.
///
/// Every subscriber receives every event, synchronously, in emission order: an event emitted
/// while another is being delivered waits until every subscriber has seen the first.
/// A subscription lasts while its ``Subscription`` token is held; releasing the token (or
/// calling `cancel()`) ends it, and so does releasing the stream — with its module.
///
/// ```swift
/// let token = module.events.subscribe { event in
///     if case .liked(let post) = event { print("liked", post) }
/// }
/// ```
///
/// Delivery allocates nothing once subscribed: handlers sit in a contiguous array that is
/// only copied when the subscriber list changes.
@MainActor
public final class EventStream<Event: Sendable> {
    @usableFromInline
    struct Subscriber {
        @usableFromInline let id: UInt64
        @usableFromInline let handler: (Event) -> Void

        init(id: UInt64, handler: @escaping (Event) -> Void) {
            self.id = id
            self.handler = handler
        }
    }

    @usableFromInline var subscribers: ContiguousArray<Subscriber> = []
    @usableFromInline var isDelivering = false
    @usableFromInline var queued: [Event] = []
    private var finishers: [UInt64: () -> Void] = [:]
    private var nextID: UInt64 = 0

    /// A stream with no subscribers.
    public init() {}

    isolated deinit {
        for finish in finishers.values { finish() }
    }

    /// How many subscriptions are active.
    public var subscriberCount: Int { subscribers.count }

    /// Delivers `event` to every subscriber, in the order they subscribed. Inlinable, so that
    /// callers get a version specialised for their event type.
    @inlinable
    public func emit(_ event: Event) {
        if isDelivering {
            queued.append(event)
            return
        }
        isDelivering = true
        // Iterating a copy: a subscriber that (un)subscribes during delivery does not disturb it.
        for subscriber in subscribers { subscriber.handler(event) }
        if !queued.isEmpty { deliverQueued() }
        isDelivering = false
    }

    /// Delivers the events emitted during a delivery, in order, each to every subscriber.
    @usableFromInline
    func deliverQueued() {
        var next = 0
        while next < queued.count {
            let event = queued[next]
            for subscriber in subscribers { subscriber.handler(event) }
            next += 1
        }
        queued.removeAll(keepingCapacity: true)
    }

    /// Calls `handler` with every event emitted from now on, until the returned token is
    /// released or cancelled.
    public func subscribe(_ handler: @escaping (Event) -> Void) -> Subscription {
        subscribe(handler, onFinish: nil)
    }

    private func subscribe(_ handler: @escaping (Event) -> Void, onFinish: (() -> Void)?) -> Subscription {
        nextID += 1
        let id = nextID
        subscribers.append(Subscriber(id: id, handler: handler))
        if let onFinish { finishers[id] = onFinish }
        return Subscription { [weak self] in self?.unsubscribe(id) }
    }

    private func unsubscribe(_ id: UInt64) {
        subscribers.removeAll { $0.id == id }
        finishers[id] = nil
    }

    /// The same events as an `AsyncSequence`. The sequence ends when the stream is released
    /// (its module went away) or the consuming task stops iterating.
    ///
    /// ```swift
    /// for await event in module.events.values { … }
    /// ```
    public var values: AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .unbounded)
        let subscription = subscribe({ continuation.yield($0) }, onFinish: { continuation.finish() })
        continuation.onTermination = { _ in
            Task { @MainActor in subscription.cancel() }
        }
        return stream
    }
}

/// Keeps a subscription alive. Releasing the token or calling ``cancel()`` ends it.
@MainActor
public final class Subscription {
    private var onCancel: (() -> Void)?

    /// A token that runs `onCancel` once, when cancelled or released.
    public init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    isolated deinit {
        onCancel?()
    }

    /// Ends the subscription now. Calling it again does nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Whether the subscription has been cancelled.
    public var isCancelled: Bool { onCancel == nil }

    /// Keeps this token in `bag`, so it lives as long as the bag's owner.
    public func store(in bag: inout [Subscription]) {
        bag.append(self)
    }
}
