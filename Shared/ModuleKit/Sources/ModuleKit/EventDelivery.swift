/// The order in which events reach listeners and subscribers, for every module at once.
///
/// Events are delivered one at a time, on the main actor: an event reaches every app listener
/// of its module (typed listeners in the order they were added, then listeners of every
/// event), then every subscriber of its stream (in the order they subscribed), before the next
/// event is delivered. An event emitted during a delivery — by a listener, a subscriber, or a
/// module they called, this module or another — is queued and delivered after the current one,
/// in emission order (breadth-first). So a listener never hears an event before every listener
/// has heard the one that caused it, and the order is the same whether one module or several
/// emit. An event whose module closes while it waits is dropped.
@MainActor
@usableFromInline
enum EventDelivery {
    /// Whether an event is being delivered now.
    @usableFromInline static var isDelivering = false
    /// Events emitted during the current delivery, in emission order.
    private static var queued: [() -> Void] = []

    /// Whether events wait for delivery.
    @usableFromInline static var hasQueued: Bool { !queued.isEmpty }

    /// Queues an emission made during a delivery.
    @usableFromInline
    static func enqueue(_ delivery: @escaping () -> Void) {
        queued.append(delivery)
    }

    /// Delivers the queued events in order, including the ones they cause.
    @usableFromInline
    static func deliverQueued() {
        var next = 0
        while next < queued.count {
            let delivery = queued[next]
            delivery()
            next += 1
        }
        queued.removeAll(keepingCapacity: true)
    }
}
