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
///     guard let posts = try? await self?.service.newest() else { return }
///     self?.store.update { $0.posts = posts }  // dropped if the module closed meanwhile
/// }
/// ```
///
/// The ``ModuleManager`` starts a module's ``ModuleProtocol/prepare()`` here when it builds the
/// module, and its ``ModuleProtocol/refresh()`` when it appears again — neither, for a module
/// whose type's load or refresh it saw do nothing (the defaults); ``ModuleManager/reachIdlePoint()``
/// waits until every module's work has ended (but ``ongoing(_:)`` work, which never does).
@MainActor
public final class ModuleWork {
    /// What the module's life is: closed or not, and what closes with it (its stores, its
    /// children). Exempt from dynamic exclusivity checks, as read on every event (main-actor
    /// bound; it calls out to nothing while it changes).
    @exclusivity(unchecked) @usableFromInline var lifetime = ModuleLifetime()
    /// Whether the module was closed: its own tasks are cancelled and its output is dropped.
    @inlinable public var isClosed: Bool { lifetime.isClosed }
    /// How its tasks run: when, in which order, and which are in flight.
    private let scheduler: TaskScheduler
    /// What its manager hears of it, once the module was announced.
    private(set) var report = ModuleReport()
    private(set) var load = LoadState.none
    private var refreshQueued = false
    /// The load or refresh running now, to learn whether it does nothing (see ``EntryProbe``).
    var probe: EntryProbe?
    /// The ongoing work started with an id and not ended yet, by id: each with the number it
    /// was started as (a later start of the same id replaces it) and its task, once started.
    private var named: [AnyHashable: (start: UInt64, task: Task<Void, Never>?)] = [:]
    /// The number of the last ongoing work started with an id.
    private var namedStarts: UInt64 = 0

    /// Where a module's load stands.
    enum LoadState {
        case none, loading, loaded
    }

    /// Work that belongs to no module yet; a ``ModuleManager`` adopts it when it announces the
    /// module.
    @usableFromInline convenience init() {
        #if MODULEKIT_DEFERRED_TASK_START
            self.init(startsDeferred: true)
        #else
            self.init(startsDeferred: false)
        #endif
    }

    /// Work whose tasks start at the main actor's next turn (`deferred`), or at once where the
    /// runtime can: for tests that compare the two paths.
    init(startsDeferred: Bool) {
        scheduler = TaskScheduler(startsDeferred: startsDeferred)
    }

    /// Whether a task of this work is in flight that an idle point waits for (not ongoing work).
    var holdsIdlePoint: Bool { scheduler.holdsIdlePoint }

    /// Whether a task of the screen's own is in flight that a host shows as loading: its load, a
    /// refresh, a task (not what a person asked, not ongoing work).
    var hasOwnWorkInFlight: Bool { scheduler.hasOwnWorkInFlight }

    /// Whether any task of this work is in flight, ongoing work included.
    var hasAnyTask: Bool { scheduler.hasAnyTask }

    /// Starts `operation` as a task of the screen's own, concurrently with the module's other
    /// tasks: cancelled when the module closes (never because it is merely covered or hidden);
    /// after the close, nothing starts (the returned task does nothing). The operation runs on
    /// the main actor: at once, until it first suspends, where the runtime has `Task.immediate`
    /// (macOS 26, iOS 26 and their peers; Linux); from the main actor's next turn on earlier
    /// systems. Await the returned task's `value` to wait for it.
    @discardableResult
    public func task(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        scheduler.start(.operation(operation), of: self, kind: .screens)
    }

    /// Starts `operation`, work of the screen's own that may never end — a ticker, a loop that
    /// keeps what it shows fresh — or that no one waits for — a photo loading beside rows that
    /// already show — as a task cancelled when the module closes (keep the task to cancel it
    /// sooner, or start it with an id: ``ongoing(_:_:)``). ``ModuleManager/reachIdlePoint()`` does not wait for it, and a host does
    /// not show the module as working while it runs.
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
        scheduler.start(.operation(operation), of: self, kind: .ongoing)
    }

    /// Starts `operation` as ``ongoing(_:)`` does, known by `id` while it runs:
    /// ``stopOngoing(_:)`` cancels it — the photo of a row paged away — and another start with
    /// the same id cancels it first. What a screen asks for by id, ModuleKit keeps: a presenter
    /// holds no task in a field of its own, and its state says what it shows, a photo still loading included.
    ///
    /// ```swift
    /// for photo in shown where state.photos[photo] == nil {
    ///     state.photos[photo] = "loading"
    ///     events.work.ongoing(photo) { [weak self] in
    ///         let loaded = await self?.library.load(photo)
    ///         self?.store.update { $0.photos[photo] = loaded }
    ///     }
    /// }
    /// for photo in left { events.work.stopOngoing(photo) }
    /// ```
    public func ongoing(_ id: some Hashable & Sendable, _ operation: @escaping @MainActor () async -> Void) {
        let key = AnyHashable(id)
        named[key]?.task?.cancel()
        namedStarts &+= 1
        let start = namedStarts
        named[key] = (start, nil)
        let task = scheduler.start(
            .operation { [weak self] in
                await operation()
                if self?.named[key]?.start == start { self?.named[key] = nil }
            }, of: self, kind: .ongoing)
        // An operation that ended inside the start (it never suspended) left no entry to complete.
        if named[key]?.start == start { named[key]?.task = task }
    }

    /// Cancels the ongoing work started with `id` (see ``ongoing(_:_:)``), if it still runs;
    /// what it had not shown yet, it never shows.
    public func stopOngoing(_ id: some Hashable & Sendable) {
        named.removeValue(forKey: AnyHashable(id))?.task?.cancel()
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
        scheduler.start(.operation(operation), of: self, kind: .asked)
    }

    /// Starts `action` — in the ordered lane when `asked`, else as a task of the screen's own —
    /// and returns its task: how a host's step starts an action (``StartedAction``), which hears
    /// how it ended.
    func start(_ action: StartedAction, asked: Bool) -> Task<Void, Never> {
        // After the close nothing starts: the action is told now, as one that waited is.
        guard !isClosed else {
            action.neverRuns()
            return Task {}
        }
        return scheduler.start(.action(action), of: self, kind: asked ? .asked : .screens)
    }

    /// What a task of the module does: its load, a refresh, an operation of its own, or an action
    /// a host started. The module is held weakly until the task runs, and strongly only while it
    /// does.
    enum Job {
        case load(Weak, gate: (@MainActor (ModuleSource) async -> Void)?)
        case refresh(Weak)
        case operation(@MainActor () async -> Void)
        case action(StartedAction)
    }

    /// A module, weakly.
    struct Weak {
        weak var module: (any ModuleProtocol)?
    }

    /// Runs `job`, in its task, once the scheduler let it start.
    func run(_ job: Job) async {
        switch job {
        case .load(let weak, let gate):
            guard let module = weak.module else { return }
            // A held load holds its module, as a load suspended in a slow call would.
            if let gate, let source = report.source { await gate(source) }
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
        case .action(let action):
            await action.carryOut()
        }
    }

    /// `job` will never run: it was cancelled, or it is the screen's own and the module closed.
    func neverStarted(_ job: Job) {
        switch job {
        case .refresh: refreshQueued = false
        case .action(let action): action.neverRuns()
        case .load, .operation: break
        }
    }

    /// Tells the manager what `module`'s load or refresh, which just ended, did: when nothing, the
    /// next module of its type starts no task for it.
    private func learn(_ entry: EmptyEntries.Known, of module: any ModuleProtocol) {
        if probe?.reachedNothing == true { report.learn(entry, of: type(of: module)) }
        probe = nil
    }

    /// A store the module owns rendered a new state: the observers of its manager's changes
    /// (its hosts) hear of it — the one step between a store and them.
    func stateChanged() {
        guard let changes = report.changes, !changes.isEmpty, let id = report.source?.id else { return }
        changes.send(.state(id))
    }

    /// Records that an event was dropped as its module closed while it was delivered (see
    /// ``ModuleReport``). Here, not read through ``report``, so that the emitting path stays
    /// small enough to be inlined where a module emits (the rows "…, 1 listener" in
    /// docs/PERFORMANCE.md are 0.5× when it is not).
    @usableFromInline
    func droppedInDelivery() { report.droppedInDelivery() }

    /// Keeps `observation` — what the module holds of something it does not own, as an
    /// observation a store outside ModuleKit hands back as an object — while the module is open,
    /// and lets go of it when the module closes (at once, if it is closed already): a presenter
    /// keeps no observation in a field of its own. (A ``Shared`` value's observation is a
    /// ``Subscription``, which the other `keep` takes.)
    ///
    /// ```swift
    /// events.work.keep(clock.observe { [weak self] time in self?.tick(time) })
    /// ```
    public func keep(_ observation: AnyObject) {
        onClose { withExtendedLifetime(observation) {} }
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

    /// Closes the module — the one place a module closes, whoever closes it (a navigator, a
    /// container, a test kit, the module's release): its life ends, its stores go quiet, the
    /// screen's own tasks in flight are cancelled and what waits of them leaves the lane, its
    /// output is dropped from now on, its manager expects its release — and then its children
    /// close the same way. What a person asked goes on.
    func close() {
        guard let ended = lifetime.end() else { return }
        if let first = ended.firstOwned { first.ownerClosed(self) }
        for store in ended.moreOwned { store.ownerClosed(self) }
        scheduler.moduleClosed()
        named = [:]
        for handler in ended.handlers { handler() }
        report.closed()
        for child in ended.children { child.work.close() }
    }

    // MARK: Loads, as the manager schedules them

    /// Adopted by the manager that announced the module as `source`: its tasks count towards
    /// the manager's idle point from now on.
    func adopt(by monitor: WorkMonitor, as source: ModuleSource) {
        report.adopt(by: monitor, as: source)
        scheduler.forEachCounted { monitor.started(source, isAsked: $0) }
    }

    /// Starts `module`'s load (this work's module): first in its lane, before anything its
    /// host sends it. `gate`, when given, is awaited first (test kits hold loads there). A
    /// module whose type's load was seen to do nothing is loaded at once, with no task.
    func startLoad(of module: any ModuleProtocol, gate: (@MainActor (ModuleSource) async -> Void)?) {
        guard load == .none, !isClosed else { return }
        if gate == nil, report.doesNothing(.load, of: type(of: module)) {
            load = .loaded
            return
        }
        load = .loading
        _ = scheduler.start(.load(Weak(module: module), gate: gate), of: self, kind: .screensInOrder)
    }

    /// Refreshes `module` (this work's module), loaded and appearing again — or handed a new
    /// context (`contextChanged`, see ``UpdatableModule``), loaded or loading: its lane runs the
    /// refresh after the load. A module still loading otherwise, or with a refresh waiting
    /// already, needs none; nor does one whose type's refresh was seen to do nothing — unless its
    /// load failed (the default refresh loads it again).
    func startRefresh(of module: any ModuleProtocol, contextChanged: Bool = false) {
        guard load == .loaded || (contextChanged && load == .loading), !refreshQueued, !isClosed else {
            return
        }
        if report.doesNothing(.refresh, of: type(of: module)), module.loadFailure == nil { return }
        refreshQueued = true
        _ = scheduler.start(.refresh(Weak(module: module)), of: self, kind: .screensInOrder)
    }
}
