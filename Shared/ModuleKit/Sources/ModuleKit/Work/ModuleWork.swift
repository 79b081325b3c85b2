/// The work a module owns: its load, its refreshes, what a person asks of it, and every task
/// it starts through it.
///
/// Every module has one, beside its events (``EventStream/work``, ``ModuleProtocol/work``).
/// Its tasks run on the main actor, concurrently with other modules' work; awaiting a service
/// inside them frees the main actor, so the host stays responsive while they are suspended.
///
/// Two kinds of work, two fates:
///
/// | work | covered or hidden | closed (popped, dismissed, replaced, detached, released) |
/// |---|---|---|
/// | the screen's own: its load, a refresh, ``task(_:)``, ``ongoing(_:)`` | goes on; nothing is dropped | cancelled; what waits never starts |
/// | what a person asked: ``ask(_:)`` (a like, a follow, a setting) | goes on; nothing is dropped | carried out, in order — or, when it fails, the host tells the person why |
///
/// After the close, nothing of the module reaches anyone: its events and the renders of its
/// stores are dropped (and traced as dropped). What a person asked still changes what it was
/// asked to change (a service, a store shared with other screens), so other screens show it.
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
/// module, and its ``ModuleProtocol/refresh()`` when it appears again — neither, for a module
/// whose type's load or refresh it saw do nothing (the defaults); ``ModuleManager/idle()``
/// waits until every module's work has ended (but ``ongoing(_:)`` work, which never does).
@MainActor
public final class ModuleWork {
    /// What the module's life is: closed or not, and what closes with it (its stores, its
    /// children). Exempt from dynamic exclusivity checks, as read on every event (main-actor
    /// bound; it calls out to nothing while it changes).
    @exclusivity(unchecked) @usableFromInline var lifetime = ModuleLifetime()
    /// Whether the module was closed: its own tasks are cancelled and its output is dropped.
    @inlinable public var isClosed: Bool { lifetime.isClosed }
    private var running = RunningTasks()
    private var nextTask: UInt64 = 0
    /// The order of the module's ordered work (see ``ask(_:)``).
    private var lane = OrderedLane()
    private(set) var load = LoadState.none
    private var refreshQueued = false
    /// The load or refresh running now, to learn whether it does nothing (see ``EntryProbe``).
    var probe: EntryProbe?
    /// The manager's account of every module's work, once the module was announced (held
    /// strongly: it holds nothing of the modules).
    private var monitor: WorkMonitor?
    private(set) var source: ModuleSource?
    /// Whether its tasks start at the main actor's next turn even where the runtime could start
    /// them at once (see ``startTask(_:)``): how a test compares the two paths in one run.
    private let startsDeferred: Bool

    /// Where a module's load stands.
    enum LoadState {
        case none, loading, loaded
    }

    /// Work that belongs to no module yet; a ``ModuleManager`` adopts it when it announces the
    /// module.
    @usableFromInline init() {
        #if MODULEKIT_DEFERRED_TASK_START
            startsDeferred = true
        #else
            startsDeferred = false
        #endif
    }

    /// Work whose tasks start at the main actor's next turn (`deferred`), or at once where the
    /// runtime can: for tests that compare the two paths.
    init(startsDeferred: Bool) {
        self.startsDeferred = startsDeferred
    }

    /// Whether a task of this work is in flight that an idle point waits for (not ongoing work).
    var hasWorkInFlight: Bool { running.contains { $0.isCounted } }

    /// Whether a task of the screen's own is in flight that a host shows as loading: its load, a
    /// refresh, a task (not what a person asked, not ongoing work).
    var isLoading: Bool { running.contains { $0.isCounted && !$0.isAsked } }

    /// Whether any task of this work is in flight, ongoing work included.
    var hasTasks: Bool { !running.isEmpty }

    /// Starts `operation` as a task of the screen's own, concurrently with the module's other
    /// tasks: cancelled when the module closes (never because it is merely covered or hidden);
    /// after the close, nothing starts (the returned task does nothing). The operation runs on
    /// the main actor: at once, until it first suspends, where the runtime has `Task.immediate`
    /// (macOS 26, iOS 26 and their peers; Linux); from the main actor's next turn on earlier
    /// systems. Await the returned task's `value` to wait for it.
    @discardableResult
    public func task(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        start(.operation(operation), kind: .screens)
    }

    /// Starts `operation`, work of the screen's own that may never end — a ticker, a loop that
    /// keeps what it shows fresh — as a task cancelled when the module closes.
    /// ``ModuleManager/idle()`` does not wait for it, and a host does not show the module as
    /// working while it runs.
    ///
    /// ```swift
    /// events.work.ongoing { [weak self] in
    ///     while !Task.isCancelled {
    ///         try? await Task.sleep(for: .seconds(30))
    ///         await self?.refresh()
    ///     }
    /// }
    /// ```
    @discardableResult
    public func ongoing(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        start(.operation(operation), kind: .ongoing)
    }

    /// Starts `operation`, something a person asked of the module (a like, a follow, a setting
    /// saved), after the module's load and everything asked before it: one at a time, in the
    /// order asked — the same order on every system. An operation asked from inside another
    /// runs right after it, before what was asked from elsewhere meanwhile. It starts at the
    /// main actor's next turn on every system, never inside this call: the caller's next line
    /// runs first everywhere (`Task.immediate` would run it first where the runtime has it).
    ///
    /// It is the person's, not the screen's: covering or hiding the module does not drop it, and
    /// closing the module neither cancels it nor stops what waits — it is carried out, while
    /// whatever it emits or renders for the closed module is dropped. Where it fails, the host
    /// that asked it tells the person why. Cancelling the returned task before the operation
    /// starts means it never starts.
    @discardableResult
    public func ask(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        start(.operation(operation), kind: .asked)
    }

    /// What a task of the module does: its load, a refresh, or an operation of its own. The
    /// module is held weakly until the task runs, and strongly only while it does.
    private enum Job {
        case load(Weak, gate: (@MainActor (ModuleSource) async -> Void)?)
        case refresh(Weak)
        case operation(@MainActor () async -> Void)
    }

    /// Whose a task is, and so its fate (see the table above).
    private enum Kind {
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

    /// A module, weakly.
    private struct Weak {
        weak var module: (any ModuleProtocol)?
    }

    private func start(_ job: Job, kind: Kind) -> Task<Void, Never> {
        guard !isClosed else { return Task {} }
        nextTask &+= 1
        let id = nextTask
        let isAsked = kind == .asked
        let isCounted = kind != .ongoing
        running.reserve(id, isAsked: isAsked, isCounted: isCounted)
        if isCounted { monitor?.started(source, isAsked: isAsked) }
        var laneOperation: UInt64?
        if kind.isInOrder {
            // Placed now, not when its task first runs: the order is the same on both paths.
            let caller = ModuleOwnership.runningTask
            lane.add(id, from: caller?.work === self ? caller?.laneOperation : nil, isAsked: isAsked)
            laneOperation = id
        }
        let running = RunningTask(id: id, work: self, laneOperation: laneOperation, isAsked: isAsked)
        let task = startTask(job, as: running)
        // An operation that never suspended has ended already: nothing to keep.
        self.running.attach(task, to: id)
        return task
    }

    /// Runs `job` as `task`, once it holds the lane when it is ordered work.
    private func run(_ job: Job, as task: RunningTask) async {
        let mayStart =
            if let id = task.laneOperation {
                await waitForTurn(id, isAsked: task.isAsked)
            } else {
                !Task.isCancelled && !isClosed
            }
        guard mayStart else {
            if case .refresh = job { refreshQueued = false }
            return finished(task)
        }
        await ModuleOwnership.current.withValue(.running(task)) { await run(job) }
        finished(task)
    }

    /// Waits until lane operation `id` holds the lane; `false` when it must never start: it was
    /// cancelled, or it is the screen's own and the module closed.
    private func waitForTurn(_ id: UInt64, isAsked: Bool) async -> Bool {
        if lane.turn(of: id) == .later {
            await withTaskCancellationHandler {
                await withCheckedContinuation { lane.park(id, until: $0) }
            } onCancel: {
                Task { @MainActor [weak self] in self?.cancelWaiting(id) }
            }
        }
        guard lane.turn(of: id) == .now else { return false }
        return !Task.isCancelled && (isAsked || !isClosed)
    }

    /// Lane operation `id`'s task was cancelled while it waited: it leaves the lane at once.
    private func cancelWaiting(_ id: UInt64) {
        guard lane.current != id else { return }
        lane.end(id)?.resume()
    }

    private func run(_ job: Job) async {
        switch job {
        case .load(let weak, let gate):
            guard let module = weak.module else { return }
            // A held load holds its module, as a load suspended in a slow call would.
            if let gate, let source { await gate(source) }
            probe = EntryProbe(module, .moduleLoad)
            await module.prepare()
            learn(.load, of: module)
            load = .loaded
        case .refresh(let weak):
            refreshQueued = false
            guard let module = weak.module else { return }
            probe = EntryProbe(module, .moduleRefresh)
            await module.refresh()
            learn(.refresh, of: module)
        case .operation(let operation):
            await operation()
        }
    }

    /// Tells the manager what `module`'s load or refresh, which just ended, did: when nothing, the
    /// next module of its type starts no task for it.
    private func learn(_ entry: EmptyEntries.Known, of module: any ModuleProtocol) {
        if probe?.reachedNothing == true { monitor?.emptyEntries.learn(entry, of: type(of: module)) }
        probe = nil
    }

    /// Starts `job` as a task on the main actor. Where the runtime has `Task.immediate`
    /// (macOS 26, iOS 26 and their peers; Linux and Windows with Swift 6.2), the task runs at
    /// once, inside this call, until it first suspends: a load that needs nothing slow has
    /// ended when the call returns. On earlier systems it starts at the main actor's next
    /// turn. Nothing in ModuleKit depends on which: the ordered lane is ordered when operations
    /// are enqueued (``OrderedLane``). Building with `-D MODULEKIT_DEFERRED_TASK_START` takes
    /// the later start everywhere, so that tests run the earlier systems' path too (CI does).
    ///
    /// What a person asks (``ask(_:)``) takes the later start everywhere: the code that asked
    /// it goes on first, so that what it reads after the call is the same on every
    /// system. The screen's own work keeps the earlier one where it can: its caller is ModuleKit
    /// (a transition's end) or the module itself, and an instant load that needs no hop is what
    /// keeps a module cycle fast (docs/PERFORMANCE.md).
    ///
    /// Each path makes its task's closure itself: one closure handed on to the task would cost
    /// an allocation more per task (two of the row "build → render → close" in
    /// docs/PERFORMANCE.md, whose cycle runs a load and a refresh).
    private func startTask(_ job: Job, as running: RunningTask) -> Task<Void, Never> {
        if startsDeferred || running.isAsked { return Task { [self] in await run(job, as: running) } }
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            return Task.immediate { [self] in await run(job, as: running) }
        }
        return Task { [self] in await run(job, as: running) }
    }

    /// Calls `handler` once, when the module closes (at once, if it is closed already): where a
    /// module stops what ModuleKit does not own for it.
    func onClose(_ handler: @escaping () -> Void) {
        if !lifetime.onClose(handler) { handler() }
    }

    /// Takes `store` as one of the module's own: it is closed with the module (at once, if the
    /// module is closed already).
    func own(_ store: any ModuleOwned) {
        if lifetime.own(store) { store.owned(by: self) } else { store.ownerClosed(self) }
    }

    /// A store the module owns rendered a new state: its host hears of it.
    @usableFromInline
    func stateChanged() {
        guard let monitor, let source, !monitor.changes.isEmpty else { return }
        monitor.changes.send(.state(source.id))
    }

    /// Notes that `what`, made by one of the module's tasks after its close, reached someone:
    /// it went around what the module owns.
    func reachedAfterClose(_ what: String) {
        lifetime.noteReachedAfterClose(what)
    }

    /// Closes the module — the one place a module closes, whoever closes it (a navigator, a
    /// container, a test kit, the module's release): its life ends, its stores go quiet, the
    /// screen's own tasks in flight are cancelled and what waits of them leaves the lane, its
    /// output is dropped from now on, its manager expects its release — and then its children
    /// close the same way. What a person asked goes on.
    func close() {
        guard let ended = lifetime.end() else { return }
        if let first = ended.firstOwned { first.ownerClosed(self) }
        for store in ended.moreOwned { store.ownerClosed(self) }
        running.forEachTask { if !$0.isAsked { $0.task?.cancel() } }
        // Each waiting operation of the screen's own sees its removal and never starts.
        for waiter in lane.removeScreensOwn() { waiter.resume() }
        for handler in ended.handlers { handler() }
        monitor?.closed(source)
        for child in ended.children { child.work.close() }
    }

    /// Records that an event was dropped: it was being delivered when the module closed, and
    /// the listeners and subscribers after the one that closed it never heard it. It names no
    /// event: the event's record (`kind` `event`) is just before, and the path stays small
    /// enough to be inlined where a module emits (the rows "…, 1 listener" in
    /// docs/PERFORMANCE.md are 0.5× when it is not).
    @usableFromInline
    func droppedInDelivery() {
        dropped("the rest of the event's delivery (its module closed while it was delivered)")
    }

    /// Records that the module's `what` was dropped, as it came after the close.
    func dropped(_ what: @autoclosure () -> String) {
        record(.dropped, what())
    }

    /// Records `kind` for this work's module, summarised by `summary`.
    func record(_ kind: TraceRecord.Kind, _ summary: @autoclosure () -> String) {
        monitor?.tracer.record(kind, source, summary: summary())
    }

    private func finished(_ task: RunningTask) {
        if let id = task.laneOperation { lane.end(id)?.resume() }
        let ended = running.remove(task.id)
        if let ended, ended.isCounted { monitor?.ended(source, isAsked: ended.isAsked) }
    }

    // MARK: Loads, as the manager schedules them

    /// Adopted by the manager that announced the module as `source`: its tasks count towards
    /// the manager's idle point from now on.
    func adopt(by monitor: WorkMonitor, as source: ModuleSource) {
        self.monitor = monitor
        self.source = source
        running.forEachTask { if $0.isCounted { monitor.started(source, isAsked: $0.isAsked) } }
    }

    /// Starts `module`'s load (this work's module): first in its lane, before anything its
    /// host sends it. `gate`, when given, is awaited first (test kits hold loads there). A
    /// module whose type's load was seen to do nothing is loaded at once, with no task.
    func startLoad(of module: any ModuleProtocol, gate: (@MainActor (ModuleSource) async -> Void)?) {
        guard load == .none, !isClosed else { return }
        if gate == nil, monitor?.emptyEntries.doNothing(.load, of: type(of: module)) == true {
            load = .loaded
            return
        }
        load = .loading
        _ = start(.load(Weak(module: module), gate: gate), kind: .screensInOrder)
    }

    /// Refreshes `module` (this work's module), loaded and appearing again; a module still
    /// loading, or with a refresh waiting already, needs none; nor does one whose type's refresh
    /// was seen to do nothing.
    func startRefresh(of module: any ModuleProtocol) {
        guard load == .loaded, !refreshQueued, !isClosed else { return }
        if monitor?.emptyEntries.doNothing(.refresh, of: type(of: module)) == true { return }
        refreshQueued = true
        _ = start(.refresh(Weak(module: module)), kind: .screensInOrder)
    }
}
