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
    @exclusivity(unchecked) public private(set) var isClosed = false
    // Exempt from dynamic exclusivity checks, as ModuleManager's bookkeeping is (see there).
    @exclusivity(unchecked) private var running = RunningTasks()
    @exclusivity(unchecked) private var nextTask: UInt64 = 0
    /// The last task of the ordered lane (``enqueue(_:)``), which the next one waits for.
    @exclusivity(unchecked) private var lastInOrder: Task<Void, Never>?
    @exclusivity(unchecked) private var closeHandlers: [() -> Void] = []
    @exclusivity(unchecked) private(set) var load = LoadState.none
    @exclusivity(unchecked) private var refreshQueued = false
    /// The manager's account of every module's work, once the module was announced (held
    /// strongly: it holds nothing of the modules).
    @exclusivity(unchecked) private var monitor: WorkMonitor?
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
    /// nothing). The operation runs at once, on the main actor, until it first suspends. Await
    /// the returned task's `value` to wait for it.
    @discardableResult
    public func task(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        start(.operation(operation), inOrder: false)
    }

    /// Starts `operation` as a task this module owns, after every operation enqueued before it
    /// has ended: the module's load, its refreshes and the actions its host sends it run in the
    /// order they were asked for, one at a time (while other modules' work goes on).
    @discardableResult
    public func enqueue(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        start(.operation(operation), inOrder: true)
    }

    /// What a task of the module does: its load, a refresh, or an operation of its own. The
    /// module is held weakly until the task runs, and strongly only while it does.
    fileprivate enum Job {
        case load(Weak, gate: (@MainActor (ModuleSource) async -> Void)?)
        case refresh(Weak)
        case operation(@MainActor () async -> Void)
    }

    /// A module, weakly.
    fileprivate struct Weak {
        weak var module: (any ModuleProtocol)?
    }

    /// A task about to run: whose it is, what it does and the task it waits for.
    fileprivate struct Starting {
        let work: ModuleWork
        let id: UInt64
        let job: Job
        let previous: Task<Void, Never>?
    }

    private func start(_ job: Job, inOrder: Bool) -> Task<Void, Never> {
        guard !isClosed else { return Task {} }
        nextTask &+= 1
        let id = nextTask
        running.reserve(id)
        monitor?.started()
        StartingTasks.add(Starting(work: self, id: id, job: job, previous: inOrder ? lastInOrder : nil))
        let task = Self.startNextTask()
        // An operation that never suspended has ended already: nothing to keep.
        let isRunning = running.attach(task, to: id)
        if inOrder { lastInOrder = isRunning ? task : nil }
        return task
    }

    /// Runs `next`, one of this work's tasks, now that its task runs.
    fileprivate func run(_ next: Starting) async {
        if let previous = next.previous {
            await previous.value
            // Closed while it waited: it never starts.
            if Task.isCancelled { return finished(next.id) }
        }
        await run(next.job)
        finished(next.id)
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

    /// A task that runs the next of `StartingTasks` at once, on the main actor, until it first
    /// suspends, where the runtime can; at the main actor's next turn elsewhere. Its closure is
    /// written here, capturing nothing, where its isolation is known: handed through a closure
    /// parameter, it cost two more allocations a task.
    private static func startNextTask() -> Task<Void, Never> {
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            Task.immediate {
                let next = StartingTasks.takeNext()
                await next.work.run(next)
            }
        } else {
            Task {
                let next = StartingTasks.takeNext()
                await next.work.run(next)
            }
        }
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
        running.cancelAll()
        lastInOrder = nil
        if !closeHandlers.isEmpty {
            let handlers = closeHandlers
            closeHandlers = []
            for handler in handlers { handler() }
        }
        monitor?.tracer.record(.lifecycle, source, summary: "closed")
    }

    /// Records that the module's `what` was dropped, as it came after the close.
    func dropped(_ what: @autoclosure () -> String) {
        monitor?.tracer.record(.dropped, source, summary: what())
    }

    private func finished(_ id: UInt64) {
        running.remove(id)
        if running.isEmpty { lastInOrder = nil }
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

/// The tasks of every module created and not yet running, in the order they were created,
/// which is the order the main actor starts them in. A task takes its own from here, so that
/// its closure captures nothing — and needs no allocation of its own.
@MainActor
private enum StartingTasks {
    @exclusivity(unchecked) private static var queue: [ModuleWork.Starting] = []
    @exclusivity(unchecked) private static var head = 0

    static func add(_ starting: ModuleWork.Starting) {
        queue.append(starting)
    }

    /// The oldest task not yet running; taken from the front by index, the storage kept.
    static func takeNext() -> ModuleWork.Starting {
        let next = queue[head]
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        return next
    }
}
