/// Which module owns what is made now: how a state store comes to belong to its module, and a
/// stream to its manager's order, with nothing to wire, however the module is written.
///
/// One scoped value says it — a task-local, bound in two places: by a ``ModuleManager`` around
/// each build (``ModuleBuilds``), and by a module's ``ModuleWork`` around each of its tasks. It
/// is read where stores, streams and tasks are made. A store made while a manager builds a
/// module (in its builder, in the initialisers it calls — a hand-written module's properties, a
/// presenter's) belongs to that module; so does one made inside a task of the module's work
/// (``ModuleWork/task(_:)``, its load). When the module closes, every store it owns stops
/// rendering. Builds nest: a submodule built inside its parent's builder owns what its own
/// build makes. Nothing is global: two managers in one process — two web sessions, two tests
/// running in parallel — share nothing.
@MainActor
@usableFromInline
enum ModuleOwnership {
    /// What runs now.
    enum Scope: Sendable {
        /// A manager's build of a module.
        case building(ModuleBuilds.Build)
        /// A task of a module's work.
        case running(RunningTask)
    }

    /// What runs now, if a build or a module's task. Written out rather than with the
    /// `@TaskLocal` macro, so that Scripts/check-platforms type-checks it with the compiler alone.
    static let current = TaskLocal<Scope?>(wrappedValue: nil)

    /// The task of a module's work that runs now, if any, and no build inside it.
    static var runningTask: RunningTask? {
        if case .running(let task)? = current.get() { task } else { nil }
    }

    /// The work of the module whose task runs now, if any.
    static var runningWork: ModuleWork? { runningTask?.work }

    /// The order a stream made now takes: its manager's while the manager builds a module;
    /// elsewhere (a stream made by hand, outside any manager) one of its own.
    @usableFromInline
    static func deliveryForNewStream() -> EventDelivery {
        if case .building(let build)? = current.get() { build.builds.delivery } else { EventDelivery() }
    }

    /// Gives `owned`, made just now, to the module being built or whose task runs; made
    /// elsewhere, it belongs to no module.
    static func claim(_ owned: any ModuleOwned) {
        switch current.get() {
        case .building(let build)?: build.builds.claim(owned, in: build)
        case .running(let task)?: task.work.own(owned)
        case nil: break
        }
    }

    /// Notes that a store rendered: inside a task of a closed module, that render went around
    /// what the module owns (a store made elsewhere) and reached someone after the close.
    static func rendered() {
        guard let running = runningTask, running.work.isClosed, !running.isAsked else { return }
        running.work.lifetime.noteReachedAfterClose("render")
    }
}

/// A manager's builds in progress: the one place a build's scope is set. Each manager has its
/// own, with its order of events.
@MainActor
@usableFromInline
final class ModuleBuilds {
    /// A build in progress, as the code it runs sees it.
    @usableFromInline
    struct Build: Sendable {
        /// The manager's builds.
        let builds: ModuleBuilds
        /// Which build: a task started inside it, which outlives it, is told apart.
        let serial: UInt64
    }

    /// The delivery order of the manager's modules, which a stream made during a build takes.
    let delivery: EventDelivery
    /// The stores made by the builds in progress: each build's are at the end while it runs,
    /// and it takes them when it ends (one list for all, so a build allocates none of its own).
    private var made: [any ModuleOwned] = []
    private var serial: UInt64 = 0
    /// The innermost build in progress (0: none).
    private var innermost: UInt64 = 0

    init(delivery: EventDelivery) {
        self.delivery = delivery
    }

    /// Runs `make` as a build of this manager's and gives the stores made meanwhile (outside any
    /// build nested in it) to the built module's work.
    func build<Context: BuildContext>(
        _ make: () throws(ModuleError) -> any ModuleProtocol<Context>
    ) throws(ModuleError) -> any ModuleProtocol<Context> {
        serial += 1
        let build = Build(builds: self, serial: serial)
        let outer = innermost
        let start = made.count
        innermost = build.serial
        defer {
            innermost = outer
            made.removeSubrange(start...)
        }
        let built = ModuleOwnership.current.withValue(.building(build)) {
            () -> Result<any ModuleProtocol<Context>, ModuleError> in
            do throws(ModuleError) { return .success(try make()) } catch { return .failure(error) }
        }
        let module = try built.get()
        for index in start..<made.count { module.work.own(made[index]) }
        return module
    }

    /// Takes `owned`, made inside `build`, for the module it builds — unless that build ended
    /// (a task started in it made `owned` later): then it belongs to no module.
    func claim(_ owned: any ModuleOwned, in build: Build) {
        guard build.serial == innermost else { return }
        made.append(owned)
    }
}

/// A task of a module's work, as the code it runs sees it.
struct RunningTask: Sendable {
    /// Its id in the module's work.
    let id: UInt64
    /// The module's work.
    let work: ModuleWork
    /// The task's operation of the ordered lane, when it is one (see ``OrderedLane``).
    let laneOperation: UInt64?
    /// Whether it runs what a person asked for, which goes on after the module closed: what it
    /// changes elsewhere (a shared store) is the person's to see, not output of a closed screen.
    let isAsked: Bool
}

/// What a module owns and ModuleKit silences when the module closes: its state stores.
@MainActor
protocol ModuleOwned: AnyObject {
    /// It belongs to the module whose work is `work` from now on: it tells it what changed.
    func owned(by work: ModuleWork)
    /// The owning module closed: from now on nothing of this reaches anyone; what is dropped
    /// is told to `work` (to trace it).
    func ownerClosed(_ work: ModuleWork)
    /// What it holds now (a store's state), for a test kit to read.
    var ownedValue: Any { get }
    /// The load failure it holds: a store's, when its state is a ``LoadingState``.
    var loadFailure: ModuleFailure? { get }
}
