/// How one module's tasks run: each on the main actor, the ordered ones one at a time in the
/// order of its lane (``OrderedLane``), every one in flight kept until it ends so that a close
/// can cancel it. The jobs themselves are its ``ModuleWork``'s: the scheduler decides when they
/// run, and tells the work's report when they start and end. A task holds its work (through its
/// ``RunningTask``) until it ends; the scheduler holds none.
@MainActor
final class TaskScheduler {
    /// Whose a task is, and so its fate (see the table in ``ModuleWork``).
    enum Kind: Equatable {
        /// The screen's own, in the ordered lane: its load and refreshes.
        case screensInOrder
        /// The screen's own, alongside the rest.
        case screens
        /// The screen's own, never ending.
        case ongoing
        /// What a person asked, in the ordered lane.
        case asked

        var isInOrder: Bool { self == .screensInOrder || self == .asked }
    }

    private var running = RunningTasks()
    private var nextTask: UInt64 = 0
    private var lane = OrderedLane()
    /// Whether its tasks start at the main actor's next turn even where the runtime could start
    /// them at once (see ``startTask(_:as:)``): how a test compares the two paths in one run.
    private let startsDeferred: Bool

    init(startsDeferred: Bool) {
        self.startsDeferred = startsDeferred
    }

    /// Whether a task is in flight that an idle point waits for (not ongoing work).
    var holdsIdlePoint: Bool { running.contains { $0.isCounted } }

    /// Whether a task of the screen's own is in flight that a host shows as loading: its load, a
    /// refresh, a task (not what a person asked, not ongoing work).
    var hasOwnWorkInFlight: Bool { running.contains { $0.isCounted && !$0.isAsked } }

    /// Whether any task is in flight, ongoing work included.
    var hasAnyTask: Bool { !running.isEmpty }

    /// Calls `body` with whether each counted task in flight runs what a person asked: how a
    /// manager that announces the module counts what started before.
    func forEachCounted(_ body: (_ isAsked: Bool) -> Void) {
        running.forEachTask { if $0.isCounted { body($0.isAsked) } }
    }

    /// Starts `job` of `work` (the work that owns this scheduler) as a task of `kind`; after the
    /// module's close, nothing starts (the returned task does nothing).
    func start(_ job: ModuleWork.Job, of work: ModuleWork, kind: Kind) -> Task<Void, Never> {
        guard !work.isClosed else { return Task {} }
        nextTask &+= 1
        let id = nextTask
        let isAsked = kind == .asked
        let isCounted = kind != .ongoing
        running.reserve(id, isAsked: isAsked, isCounted: isCounted)
        if isCounted { work.report.started(isAsked: isAsked) }
        var laneOperation: UInt64?
        if kind.isInOrder {
            // Placed now, not when its task first runs: the order is the same on both paths.
            let caller = ModuleOwnership.runningTask
            lane.add(id, from: caller?.work === work ? caller?.laneOperation : nil, isAsked: isAsked)
            laneOperation = id
        }
        let running = RunningTask(id: id, work: work, laneOperation: laneOperation, isAsked: isAsked)
        let task = startTask(job, as: running)
        // An operation that never suspended has ended already: nothing to keep.
        self.running.attach(task, to: id)
        return task
    }

    /// The module closed: the screen's own tasks in flight are cancelled, and what waits of them
    /// in the lane leaves it and never starts. What a person asked goes on.
    func moduleClosed() {
        running.forEachTask { if !$0.isAsked { $0.task?.cancel() } }
        for waiter in lane.removeScreensOwn() { waiter.resume() }
    }

    /// Runs `job` as `task`, once it holds the lane when it is ordered work.
    private func run(_ job: ModuleWork.Job, as task: RunningTask) async {
        let work = task.work
        let mayStart =
            if let id = task.laneOperation {
                await waitForTurn(id, of: task)
            } else {
                !Task.isCancelled && !work.isClosed
            }
        guard mayStart else {
            work.neverStarted(job)
            return finished(task)
        }
        await ModuleOwnership.current.withValue(.running(task)) { await work.run(job) }
        finished(task)
    }

    /// Waits until lane operation `id` holds the lane; `false` when it must never start: it was
    /// cancelled, or it is the screen's own and the module closed.
    private func waitForTurn(_ id: UInt64, of task: RunningTask) async -> Bool {
        if lane.claimTurn(of: id) == .later {
            await withTaskCancellationHandler {
                await withCheckedContinuation { lane.park(id, until: $0) }
            } onCancel: {
                Task { @MainActor [weak self] in self?.cancelWaiting(id) }
            }
        }
        guard lane.claimTurn(of: id) == .now else { return false }
        return !Task.isCancelled && (task.isAsked || !task.work.isClosed)
    }

    /// Lane operation `id`'s task was cancelled while it waited: it leaves the lane at once.
    private func cancelWaiting(_ id: UInt64) {
        guard lane.current != id else { return }
        lane.end(id)?.resume()
    }

    private func finished(_ task: RunningTask) {
        if let id = task.laneOperation { lane.end(id)?.resume() }
        let ended = running.remove(task.id)
        if let ended, ended.isCounted { task.work.report.ended(isAsked: ended.isAsked) }
    }

    /// Starts `job` as a task on the main actor. Where the runtime has `Task.immediate`
    /// (macOS 26, iOS 26 and their peers; Linux and Windows with Swift 6.2), the task runs at
    /// once, inside this call, until it first suspends: a load that needs nothing slow has
    /// ended when the call returns. On earlier systems it starts at the main actor's next
    /// turn. Nothing in ModuleKit depends on which: the ordered lane is ordered when operations
    /// are enqueued (``OrderedLane``). Building with `-D MODULEKIT_DEFERRED_TASK_START` takes
    /// the later start everywhere, so that tests run the earlier systems' path too (CI does).
    ///
    /// What a person asks (``ModuleWork/ask(_:)``) takes the later start everywhere: the code
    /// that asked it goes on first, so that what it reads after the call is the same on every
    /// system. The screen's own work keeps the earlier one where it can: its caller is ModuleKit
    /// (a transition's end) or the module itself, and an instant load that needs no hop is what
    /// keeps a module cycle fast (docs/PERFORMANCE.md).
    ///
    /// Each path makes its task's closure itself: one closure handed on to the task would cost
    /// an allocation more per task.
    private func startTask(_ job: ModuleWork.Job, as running: RunningTask) -> Task<Void, Never> {
        if startsDeferred || running.isAsked { return Task { [self] in await run(job, as: running) } }
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            return Task.immediate { [self] in await run(job, as: running) }
        }
        return Task { [self] in await run(job, as: running) }
    }
}
