/// The manager's account of the work of every module it announced: how many tasks are in
/// flight, who waits for none to be, and who hears that a task ended.
@MainActor
final class WorkMonitor {
    let tracer: Tracer
    /// Who hears that a module's work started or ended, or that its state changed.
    let changes: ChangeObservers
    private var inFlight = 0
    /// How many of the tasks in flight run what a person asked (``ModuleWork/enqueue(_:)``).
    private var askedInFlight = 0
    /// Who waits for no task to be in flight, by a number of their own (to leave when cancelled).
    private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    /// Who waits for nothing a person asked to be in flight.
    private var askedWaiters: [CheckedContinuation<Void, Never>] = []
    private var nextWaiter: UInt64 = 0
    /// Awaited at the start of every load, before the module's `prepare()`: a test kit's way to
    /// hold loads (see `ModuleHarness`).
    var loadGate: (@MainActor (ModuleSource) async -> Void)?

    init(tracer: Tracer, changes: ChangeObservers) {
        self.tracer = tracer
        self.changes = changes
    }

    var isIdle: Bool { inFlight == 0 }

    func started(_ source: ModuleSource?, isAsked: Bool) {
        inFlight += 1
        if isAsked { askedInFlight += 1 }
        if let source { changes.send(.workStarted(source.id)) }
    }

    func ended(_ source: ModuleSource?, isAsked: Bool) {
        inFlight -= 1
        if isAsked { askedInFlight -= 1 }
        if let source { changes.send(.workEnded(source.id)) }
        if askedInFlight == 0, !askedWaiters.isEmpty {
            let resumed = askedWaiters
            askedWaiters = []
            for waiter in resumed { waiter.resume() }
        }
        guard inFlight == 0, !waiters.isEmpty else { return }
        let resumed = waiters
        waiters = [:]
        for waiter in resumed.values { waiter.resume() }
    }

    /// Whether nothing a person asked is in flight.
    var isAskedIdle: Bool { askedInFlight == 0 }

    /// Returns when nothing a person asked is in flight.
    func askedEnded() async {
        while askedInFlight > 0 {
            await withCheckedContinuation { askedWaiters.append($0) }
        }
    }

    /// Returns when no task is in flight, or at once when the calling task is cancelled
    /// (returning `false` then).
    func idle() async -> Bool {
        while inFlight > 0 {
            if Task.isCancelled { return false }
            nextWaiter += 1
            let id = nextWaiter
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiters[id] = $0 }
            } onCancel: {
                Task { @MainActor [weak self] in self?.waiters.removeValue(forKey: id)?.resume() }
            }
        }
        return !Task.isCancelled
    }
}
