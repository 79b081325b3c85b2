/// The manager's account of the work of every module it announced: how many tasks are in
/// flight, who waits for none to be, and who hears that a task ended.
@MainActor
final class WorkMonitor {
    let tracer: Tracer
    private var inFlight = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Awaited at the start of every load, before the module's `prepare()`: a test kit's way to
    /// hold loads (see `ModuleHarness`).
    var loadGate: (@MainActor (ModuleSource) async -> Void)?

    init(tracer: Tracer) {
        self.tracer = tracer
    }

    var isIdle: Bool { inFlight == 0 }

    func started() {
        inFlight += 1
    }

    func ended(_ source: ModuleSource?) {
        inFlight -= 1
        if let source { tracer.record(.workEnded, source, summary: "") }
        guard inFlight == 0, !waiters.isEmpty else { return }
        let resumed = waiters
        waiters = []
        for waiter in resumed { waiter.resume() }
    }

    /// Returns when no task is in flight.
    func idle() async {
        while inFlight > 0 {
            await withCheckedContinuation { waiters.append($0) }
        }
    }
}
