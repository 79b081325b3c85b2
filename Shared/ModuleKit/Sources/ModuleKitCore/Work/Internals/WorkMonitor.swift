import Dispatch

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
    /// Who waits, by the number of their deadline, for the next task to end (a host's step, see
    /// ``nextTaskEnd(before:)``).
    private var taskEndWaiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
    /// The deadlines that passed while nobody waited on them.
    private var passedDeadlines: Set<UInt64> = []
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

    /// Whether a wait for the next task's end is waiting (``nextTaskEnd(before:)``).
    var isWaitingForATaskEnd: Bool { !taskEndWaiters.isEmpty }

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
        let ending = taskEndWaiters
        taskEndWaiters = [:]
        for waiter in ending.values { waiter.resume(returning: true) }
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

    /// A deadline `limit` from now, for ``nextTaskEnd(before:)``: a work item on the main queue,
    /// which runs nothing when it is cancelled (``cancel(_:)``) before its time — as a step's
    /// grace is, when what the step waited for ended first.
    func deadline(after limit: Duration) -> WaitDeadline {
        nextWaiter += 1
        let id = nextWaiter
        let timer = DispatchWorkItem { [weak self] in MainActor.assumeIsolated { self?.pass(id) } }
        DispatchQueue.main.asyncAfter(
            deadline: .now() + .nanoseconds(limit.clampedNanoseconds), execute: timer)
        return WaitDeadline(id: id, timer: timer)
    }

    /// Returns `true` as the next task ends — what a screen shows, whether it loads and how an
    /// action ended change only then — or `false` when `deadline` passed (at once, if it has).
    func nextTaskEnd(before deadline: WaitDeadline) async -> Bool {
        guard passedDeadlines.remove(deadline.id) == nil else { return false }
        return await withCheckedContinuation { taskEndWaiters[deadline.id] = $0 }
    }

    /// Ends `deadline`: its timer, if it has not fired, never runs.
    func cancel(_ deadline: WaitDeadline) {
        deadline.timer.cancel()
        passedDeadlines.remove(deadline.id)
    }

    private func pass(_ id: UInt64) {
        guard let waiter = taskEndWaiters.removeValue(forKey: id) else {
            passedDeadlines.insert(id)
            return
        }
        waiter.resume(returning: false)
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

/// A wait's deadline (``WorkMonitor/deadline(after:)``): its number, and the timer that passes it.
struct WaitDeadline {
    let id: UInt64
    let timer: DispatchWorkItem
}

extension Duration {
    /// The duration in whole nanoseconds, at most `Int.max`: what a dispatch timer takes.
    var clampedNanoseconds: Int {
        let (seconds, attoseconds) = components
        guard seconds < Int64(Int.max / 1_000_000_000) else { return seconds < 0 ? 0 : Int.max }
        return max(0, Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
