import ModuleKit

/// Records every event a stream emits, so a test can assert them in order and know which it
/// has not asserted yet.
@MainActor
public final class EventRecorder<Event: Sendable> {
    /// Events emitted and not yet asserted, oldest first.
    public private(set) var unasserted: [Event] = []
    /// Every event emitted, asserted or not.
    public private(set) var all: [Event] = []
    private var subscription: Subscription?

    /// Starts recording `stream`.
    public init(_ stream: EventStream<Event>) {
        subscription = stream.subscribe { [unowned self] event in
            self.unasserted.append(event)
            self.all.append(event)
        }
    }

    /// Removes and returns the oldest unasserted event.
    public func next() -> Event? {
        unasserted.isEmpty ? nil : unasserted.removeFirst()
    }

    /// Forgets the unasserted events.
    public func skipAll() {
        unasserted.removeAll()
    }
}
