/// The manager's account of the work of every module it announced: how many tasks are in
/// flight (and how many of them run what a person asked), who waits for none to be, and who
/// hears that a task started or ended.
@MainActor
final class WorkMonitor {
    let tracer: TraceHub
    /// Who hears that a module's work started or ended, or that its state changed.
    let changes: ChangeObservers
    private var inFlight = 0
    /// How many of the tasks in flight run what a person asked (``ModuleWork/ask(_:)``).
    private var askedInFlight = 0
    /// Who waits, by a number of their own (to leave when cancelled): for no task in flight, or
    /// (`askedOnly`) for none of what people asked.
    private var waiters: [UInt64: (askedOnly: Bool, continuation: CheckedContinuation<Void, Never>)] = [:]
    /// Who waits, by a number of their own, for what they ask of the work to hold: checked as
    /// each task ends (a host's step, see ``wait(until:atMost:)``).
    private var conditionWaiters:
        [UInt64: (condition: @MainActor () -> Bool, continuation: CheckedContinuation<Void, Never>)] = [:]
    private var nextWaiter: UInt64 = 0
    /// Awaited at the start of every load, before the module's `prepare()`: a test kit's way to
    /// hold loads (see `ModuleHarness`).
    var loadGate: (@MainActor (ModuleSource) async -> Void)?
    /// The module types whose load or refresh was seen to do nothing (see ``EntryProbe``).
    var emptyEntries = EmptyEntries()
    /// Hears that an announced module closed: its manager expects its release.
    var moduleClosed: ((ModuleID) -> Void)?

    init(tracer: TraceHub, changes: ChangeObservers) {
        self.tracer = tracer
        self.changes = changes
    }

    var isIdle: Bool { inFlight == 0 }

    /// A module closed (`source`: as it was announced; `nil`, never announced): traced, and its
    /// release expected by the next idle point.
    func closed(_ source: ModuleSource?) {
        tracer.record(.lifecycle, source, summary: "closed")
        if let source { moduleClosed?(source.id) }
    }

    /// Whether nothing a person asked is in flight.
    var isAskedIdle: Bool { askedInFlight == 0 }

    func started(_ source: ModuleSource?, isAsked: Bool) {
        inFlight += 1
        if isAsked { askedInFlight += 1 }
        if let source { changes.send(.workStarted(source.id)) }
    }

    func ended(_ source: ModuleSource?, isAsked: Bool) {
        inFlight -= 1
        if isAsked { askedInFlight -= 1 }
        if let source { changes.send(.workEnded(source.id)) }
        for (id, waiter) in conditionWaiters where waiter.condition() {
            conditionWaiters[id] = nil
            waiter.continuation.resume()
        }
        guard askedInFlight == 0, !waiters.isEmpty else { return }
        for (id, waiter) in waiters where inFlight == 0 || waiter.askedOnly {
            waiters[id] = nil
            waiter.continuation.resume()
        }
    }

    /// Returns when no task is in flight, or at once when the calling task is cancelled
    /// (returning `false` then).
    func waitUntilIdle() async -> Bool {
        await wait(askedOnly: false)
    }

    /// Returns when nothing a person asked is in flight, or at once when the calling task is
    /// cancelled (returning `false` then).
    func askedIdle() async -> Bool {
        await wait(askedOnly: true)
    }

    /// Returns once `condition` holds — checked now and as each task ends: what a screen shows,
    /// whether it loads and how an action ended change only then — or when `limit` passed. One
    /// wait, and a timer for the limit: what a host's step waits for, hearing no other change.
    func wait(until condition: @escaping @MainActor () -> Bool, atMost limit: Duration) async {
        guard !condition() else { return }
        nextWaiter += 1
        let id = nextWaiter
        let timer = Task { [weak self] in
            try? await Task.sleep(for: limit)
            self?.conditionWaiters.removeValue(forKey: id)?.continuation.resume()
        }
        await withCheckedContinuation { conditionWaiters[id] = (condition, $0) }
        timer.cancel()
    }

    private func wait(askedOnly: Bool) async -> Bool {
        while (askedOnly ? askedInFlight : inFlight) > 0 {
            if Task.isCancelled { return false }
            nextWaiter += 1
            let id = nextWaiter
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiters[id] = (askedOnly, $0) }
            } onCancel: {
                Task { @MainActor [weak self] in self?.waiters.removeValue(forKey: id)?.continuation.resume()
                }
            }
        }
        return !Task.isCancelled
    }
}
