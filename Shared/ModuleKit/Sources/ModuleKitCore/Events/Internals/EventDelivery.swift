/// The order in which events reach listeners and subscribers, for every module of a manager.
///
/// Events are delivered one at a time, on the main actor: an event reaches every app listener
/// of its module (typed listeners in the order they were added, then listeners of every
/// event), then every subscriber of its stream (in the order they subscribed), before the next
/// event is delivered. An event emitted during a delivery — by a listener, a subscriber, or a
/// module they called, this module or another — is queued and delivered after the current one,
/// in emission order (breadth-first). So a listener never hears an event before every listener
/// has heard the one that caused it, and the order is the same whether one module or several
/// emit. An event whose module closes while it waits is dropped.
///
/// Each ``ModuleManager`` has one, which the streams made while it builds a module take (see
/// ``ModuleOwnership``); a stream made outside any build has one of its own. Every stream holds
/// its order, so that emitting reads its state as a field of an object rather than through a
/// task-local (a third of an emit).
@MainActor
@usableFromInline
final class EventDelivery {
    /// Whether an event is being delivered now.
    @usableFromInline var isDelivering = false
    /// Events emitted during the current delivery, in emission order.
    private var queued: [() -> Void] = []
    @usableFromInline var hasQueued = false

    init() {}

    /// Queues an emission made during a delivery.
    @usableFromInline
    func enqueue(_ delivery: @escaping () -> Void) {
        queued.append(delivery)
        hasQueued = true
    }

    /// Delivers the queued events in order, including the ones they cause.
    @usableFromInline
    func deliverQueued() {
        var next = 0
        while next < queued.count {
            let delivery = queued[next]
            delivery()
            next += 1
        }
        queued.removeAll(keepingCapacity: true)
        hasQueued = false
    }
}
