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
    private var running = RunningTasks()
    private var nextTask: UInt64 = 0
    /// The id of the last operation of the ordered lane (``enqueue(_:)``), the one the next
    /// waits for. Set when an operation is enqueued — before it starts, so that an operation
    /// enqueued from inside it waits for it.
    private var laneTail: UInt64?
    /// Operations of the ordered lane waiting for the one before them to end, by that one's id.
    private var laneWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    /// Operations of the lane up to this id that were still waiting when the module disappeared:
    /// they never start.
    private var droppedThrough: UInt64 = 0
    private var closeHandlers: [() -> Void] = []
    /// The stores the module made (see ``ModuleOwnership``), closed with it. Held strongly: a
    /// store outliving its module is closed already (the module's release closes its work).
    private var owned: [any ModuleOwned] = []
    /// Output of the module that reached someone after its close: a render of a store it does
    /// not own, made by one of its tasks. What a test kit fails on.
    package private(set) var outputAfterClose: [String] = []
    private(set) var load = LoadState.none
    private var refreshQueued = false
    /// The manager's account of every module's work, once the module was announced (held
    /// strongly: it holds nothing of the modules).
    private var monitor: WorkMonitor?
    private(set) var source: ModuleSource?
    /// The module's children, when its builder gave it some (see ``ModuleProtocol/container``),
    /// until the module closes.
    var children: ModuleContainer?

    /// Where a module's load stands.
    enum LoadState {
        case none, loading, loaded
    }

    /// Work that belongs to no module yet; a ``ModuleManager`` adopts it when it announces the
    /// module.
    @usableFromInline init() {}

    /// Whether a task of this work is in flight.
    var isBusy: Bool { !running.isEmpty }

    /// Starts `operation` as a task this module owns, concurrently with its other tasks. It is
    /// cancelled when the module closes; after that, nothing starts (the returned task does
    /// nothing). The operation runs on the main actor: at once, until it first suspends, where
    /// the runtime has `Task.immediate` (macOS 26, iOS 26 and their peers; Linux); from the main
    /// actor's next turn on earlier systems. Await the returned task's `value` to wait for it.
    @discardableResult
    public func task(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        start(.operation(operation), inOrder: false)
    }

    /// Starts `operation` as a task this module owns, after every operation enqueued before it
    /// has ended: the module's load, its refreshes and the actions its host sends it run in the
    /// order they were asked for, one at a time (while other modules' work goes on). An
    /// operation enqueued from inside another runs after it, not beside it. An operation still
    /// waiting when the module disappears — the person left the screen — never starts: what was
    /// asked of a screen is not done on a screen no one sees.
    @discardableResult
    public func enqueue(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        start(.operation(operation), inOrder: true)
    }

    /// What a task of the module does: its load, a refresh, or an operation of its own. The
    /// module is held weakly until the task runs, and strongly only while it does.
    private enum Job {
        case load(Weak, gate: (@MainActor (ModuleSource) async -> Void)?)
        case refresh(Weak)
        case operation(@MainActor () async -> Void)
    }

    /// A module, weakly.
    private struct Weak {
        weak var module: (any ModuleProtocol)?
    }

    private func start(_ job: Job, inOrder: Bool) -> Task<Void, Never> {
        guard !isClosed else { return Task {} }
        nextTask &+= 1
        let id = nextTask
        running.reserve(id)
        monitor?.started()
        let previous = inOrder ? laneTail : nil
        if inOrder { laneTail = id }
        let task = Self.startTask { [self] in await run(job, id: id, after: previous) }
        // An operation that never suspended has ended already: nothing to keep.
        running.attach(task, to: id)
        return task
    }

    /// Runs `job` as task `id`, once the lane's operation `previous` (if any) has ended.
    private func run(_ job: Job, id: UInt64, after previous: UInt64?) async {
        if let previous, running.contains(previous) {
            await withCheckedContinuation { laneWaiters[previous] = $0 }
            // Closed, or left, while it waited: it never starts.
            if isClosed || id <= droppedThrough {
                if case .refresh = job { refreshQueued = false }
                return finished(id)
            }
        }
        await ModuleOwnership.runningTaskWork.withValue(self) { await run(job) }
        finished(id)
    }

    private func run(_ job: Job) async {
        switch job {
        case .load(let weak, let gate):
            guard let module = weak.module else { return }
            // A held load holds its module, as a load suspended in a slow call would.
            if let gate, let source { await gate(source) }
            await module.prepare()
            load = .loaded
        case .refresh(let weak):
            refreshQueued = false
            await weak.module?.refresh()
        case .operation(let operation):
            await operation()
        }
    }

    /// Starts `body` as a task on the main actor. Where the runtime has `Task.immediate`
    /// (macOS 26, iOS 26 and their peers; Linux and Windows with Swift 6.2), the task runs at
    /// once, inside this call, until it first suspends: a load that needs nothing slow has
    /// ended when the call returns. On earlier systems it starts at the main actor's next
    /// turn. Nothing in ModuleKit depends on which: the ordered lane orders its operations
    /// itself. Building with `-D MODULEKIT_DEFERRED_TASK_START` takes the later start
    /// everywhere, so that tests run the earlier systems' path too (CI does).
    private static func startTask(_ body: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        #if MODULEKIT_DEFERRED_TASK_START
            return Task { await body() }
        #else
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                return Task.immediate { await body() }
            }
            return Task { await body() }
        #endif
    }

    /// The module disappeared: the operations of its lane still waiting never start (the one
    /// running goes on).
    func dropWaiting() {
        droppedThrough = nextTask
    }

    /// Calls `handler` once, when the module closes (at once, if it is closed already): where a
    /// module stops what ModuleKit does not own for it.
    func onClose(_ handler: @escaping () -> Void) {
        guard !isClosed else { return handler() }
        closeHandlers.append(handler)
    }

    /// The states of the stores the module owns, in the order they were made: what a test kit
    /// reads of a module, however it is written.
    package var ownedStates: [Any] { owned.map(\.ownedValue) }

    /// Takes `store` as one of the module's own: it is closed with the module (at once, if the
    /// module is closed already).
    func own(_ store: any ModuleOwned) {
        guard !isClosed else { return store.ownerClosed(self) }
        owned.append(store)
    }

    /// Notes that `what`, made by one of the module's tasks after its close, reached someone:
    /// it went around what the module owns.
    func reachedAfterClose(_ what: String) {
        outputAfterClose.append(what)
    }

    /// Cancels every task in flight and drops the module's output from now on.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        for store in owned { store.ownerClosed(self) }
        owned = []
        // The children are closed by whoever closes this (see `ModuleManager.retire`); the work
        // may outlive its module (a test kit keeps it), and must not keep them alive.
        children = nil
        running.cancelAll()
        laneTail = nil
        // Each waiting operation sees the close and never starts.
        let waiting = laneWaiters
        laneWaiters = [:]
        for waiter in waiting.values { waiter.resume() }
        if !closeHandlers.isEmpty {
            let handlers = closeHandlers
            closeHandlers = []
            for handler in handlers { handler() }
        }
        monitor?.tracer.record(.lifecycle, source, summary: "closed")
    }

    /// Records that the module's `what` was dropped, as it came after the close.
    func dropped(_ what: @autoclosure () -> String) {
        record(.dropped, what())
    }

    /// Records `kind` for this work's module, summarised by `summary`.
    func record(_ kind: TraceRecord.Kind, _ summary: @autoclosure () -> String) {
        monitor?.tracer.record(kind, source, summary: summary())
    }

    private func finished(_ id: UInt64) {
        running.remove(id)
        if laneTail == id { laneTail = nil }
        laneWaiters.removeValue(forKey: id)?.resume()
        monitor?.ended(source)
    }

    // MARK: Loads, as the manager schedules them

    /// Adopted by the manager that announced the module as `source`: its tasks count towards
    /// the manager's idle point from now on.
    func adopt(by monitor: WorkMonitor, as source: ModuleSource) {
        self.monitor = monitor
        self.source = source
        for _ in 0..<running.count { monitor.started() }
    }

    /// Starts `module`'s load (this work's module): first in its lane, before anything its
    /// host sends it. `gate`, when given, is awaited first (test kits hold loads there).
    func startLoad(of module: any ModuleProtocol, gate: (@MainActor (ModuleSource) async -> Void)?) {
        guard load == .none, !isClosed else { return }
        load = .loading
        _ = start(.load(Weak(module: module), gate: gate), inOrder: true)
    }

    /// Refreshes `module` (this work's module), loaded and appearing again; a module still
    /// loading, or with a refresh waiting already, needs none.
    func startRefresh(of module: any ModuleProtocol) {
        guard load == .loaded, !refreshQueued, !isClosed else { return }
        refreshQueued = true
        _ = start(.refresh(Weak(module: module)), inOrder: true)
    }
}
