/// The manager's account of the work of every module it announced: how many tasks are in
/// flight, who waits for none to be, and who hears that a task ended.
@MainActor
final class WorkMonitor {
    let tracer: Tracer
    /// Who hears that a module's work started or ended, or that its state changed.
    let changes: ChangeObservers
    private var inFlight = 0
    /// Who waits for no task to be in flight, by a number of their own (to leave when cancelled).
    private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter: UInt64 = 0
    /// Awaited at the start of every load, before the module's `prepare()`: a test kit's way to
    /// hold loads (see `ModuleHarness`).
    var loadGate: (@MainActor (ModuleSource) async -> Void)?

    init(tracer: Tracer, changes: ChangeObservers) {
        self.tracer = tracer
        self.changes = changes
    }

    var isIdle: Bool { inFlight == 0 }

    func started(_ source: ModuleSource?) {
        inFlight += 1
        if let source { changes.send(.workStarted(source.id)) }
    }

    func ended(_ source: ModuleSource?) {
        inFlight -= 1
        if let source { changes.send(.workEnded(source.id)) }
        guard inFlight == 0, !waiters.isEmpty else { return }
        let resumed = waiters
        waiters = [:]
        for waiter in resumed.values { waiter.resume() }
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
