/// The work a module owns: its load, its refreshes and every task it starts through it.
///
/// Every module has one, beside its events (``EventStream/work``, ``ModuleProtocol/work``).
/// Its tasks run on the main actor, concurrently with other modules' work; awaiting a service
/// inside them frees the main actor, so the host stays responsive while they are suspended.
/// When the module is closed (popped, dismissed, replaced, detached) or released, the work is
/// closed: every task still in flight is cancelled, nothing new starts, and from then on the
/// module's events and renders are dropped (and traced as dropped), never delivered.
///
/// ```swift
/// // In a presenter: a task the module owns, cancelled when the module closes.
/// events.work.task { [weak self] in
///     guard let posts = try? await service.newest() else { return }
///     self?.store.update { $0.posts = posts }   // dropped if the module closed meanwhile
/// }
/// ```
///
/// The ``ModuleManager`` starts a module's ``ModuleProtocol/prepare()`` here when it builds the
/// module, and its ``ModuleProtocol/refresh()`` when it appears again; ``ModuleManager/idle()``
/// waits until every module's work has ended.
@MainActor
public final class ModuleWork {
    /// Whether the module was closed: its tasks are cancelled and its output is dropped.
    public private(set) var isClosed = false
    // Exempt from dynamic exclusivity checks, as ModuleManager's bookkeeping is (see there).
    @exclusivity(unchecked) private var running: [UInt64: Task<Void, Never>] = [:]
    @exclusivity(unchecked) private var nextTask: UInt64 = 0
    /// The last task of the ordered lane (``enqueue(_:)``), which the next one waits for.
    @exclusivity(unchecked) private var lastInOrder: Task<Void, Never>?
    @exclusivity(unchecked) private var closeHandlers: [() -> Void] = []
    @exclusivity(unchecked) private(set) var load = LoadState.none
    @exclusivity(unchecked) private var refreshQueued = false
    /// The manager's account of every module's work, once the module was announced.
    @exclusivity(unchecked) private weak var monitor: WorkMonitor?
    @exclusivity(unchecked) private(set) var source: ModuleSource?

    /// Where a module's load stands.
    enum LoadState {
        case none, loading, loaded
    }

    /// Work that belongs to no module yet; a ``ModuleManager`` adopts it when it announces the
    /// module.
    public init() {}

    /// Whether a task of this work is in flight.
    public var isBusy: Bool { !running.isEmpty }

    /// Starts `operation` as a task this module owns, concurrently with its other tasks. It is
    /// cancelled when the module closes; after that, nothing starts (the returned task does
    /// nothing). Await the returned task's `value` to wait for it.
    @discardableResult
    public func task(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        guard !isClosed else { return Task {} }
        nextTask &+= 1
        let id = nextTask
        let task = Task { [self] in
            await operation()
            finished(id)
        }
        running[id] = task
        monitor?.started()
        return task
    }

    /// Starts `operation` as a task this module owns, after every operation enqueued before it
    /// has ended: the module's load, its refreshes and the actions its host sends it run in the
    /// order they were asked for, one at a time (while other modules' work goes on).
    @discardableResult
    public func enqueue(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let previous = lastInOrder
        let task = task {
            await previous?.value
            // Closed while it waited: it never starts.
            guard !Task.isCancelled else { return }
            await operation()
        }
        lastInOrder = task
        return task
    }

    /// Calls `handler` once, when the module closes (at once, if it is closed already): where a
    /// module stops what ModuleKit does not own for it.
    public func onClose(_ handler: @escaping () -> Void) {
        guard !isClosed else { return handler() }
        closeHandlers.append(handler)
    }

    /// Cancels every task in flight and drops the module's output from now on.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        for task in running.values { task.cancel() }
        lastInOrder = nil
        let handlers = closeHandlers
        closeHandlers = []
        for handler in handlers { handler() }
        monitor?.tracer.record(.lifecycle, source, summary: "closed")
    }

    /// Records that the module's `what` was dropped, as it came after the close.
    func dropped(_ what: @autoclosure () -> String) {
        monitor?.tracer.record(.dropped, source, summary: what())
    }

    private func finished(_ id: UInt64) {
        running[id] = nil
        if running.isEmpty { lastInOrder = nil }
        monitor?.ended(source)
    }

    // MARK: Loads, as the manager schedules them

    /// Adopted by the manager that announced the module as `source`: its tasks count towards
    /// the manager's idle point from now on.
    func adopt(by monitor: WorkMonitor, as source: ModuleSource) {
        self.monitor = monitor
        self.source = source
        for _ in running.values { monitor.started() }
    }

    /// Starts the module's load: first in its lane, before anything its host sends it.
    func startLoad(_ prepare: @escaping @MainActor () async -> Void) {
        guard load == .none, !isClosed else { return }
        load = .loading
        enqueue { [self] in
            await prepare()
            load = .loaded
        }
    }

    /// Refreshes a loaded module that appeared again; a module still loading, or with a refresh
    /// waiting already, needs none.
    func startRefresh(_ refresh: @escaping @MainActor () async -> Void) {
        guard load == .loaded, !refreshQueued, !isClosed else { return }
        refreshQueued = true
        enqueue { [self] in
            refreshQueued = false
            await refresh()
        }
    }
}

/// The manager's account of the work of every module it announced: how many tasks are in
/// flight, who waits for none to be, and who hears that a task ended.
@MainActor
final class WorkMonitor {
    let tracer: Tracer
    @exclusivity(unchecked) private var inFlight = 0
    @exclusivity(unchecked) private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Called after each task of a module ends.
    var taskEnded: ((ModuleSource) -> Void)?
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
        if let source { taskEnded?(source) }
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
