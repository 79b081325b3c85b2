import ModuleKitCore

/// Records every event a stream emits, so a test can assert them in order and know which it
/// has not asserted yet.
@MainActor
final class RecordedEvents<Event: Sendable> {
    /// Events emitted and not yet asserted, oldest first.
    private(set) var unasserted: [Event] = []
    /// Every event emitted, asserted or not.
    private(set) var all: [Event] = []
    private var subscription: Subscription?

    /// Starts recording `stream`.
    init(_ stream: EventStream<Event>) {
        subscription = stream.hear { [unowned self] event in
            self.unasserted.append(event)
            self.all.append(event)
        }
    }

    /// Removes and returns the oldest unasserted event.
    func next() -> Event? {
        unasserted.isEmpty ? nil : unasserted.removeFirst()
    }

    /// Forgets the unasserted events.
    func skipAll() {
        unasserted.removeAll()
    }
}
