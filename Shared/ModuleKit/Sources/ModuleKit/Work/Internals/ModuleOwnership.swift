/// Which module owns what is made now: how a state store comes to belong to its module with
/// nothing to wire, however the module is written.
///
/// A store made while a ``ModuleManager`` builds a module (in its builder, in the initialisers
/// it calls — a hand-written module's properties, a presenter's) belongs to that module; so does
/// one made inside a task of the module's work (``ModuleWork/task(_:)``, its load). When the
/// module closes, every store it owns stops rendering. Builds nest: a submodule built inside
/// its parent's builder owns what its own build makes.
@MainActor
@usableFromInline
enum ModuleOwnership {
    /// The stores made by the builds in progress: each build's are at the end while it runs,
    /// and it takes them when it ends (one list for all, so a build allocates none of its own).
    private static var made: [any ModuleOwned] = []
    /// How many builds are in progress.
    private static var depth = 0

    /// The task of a module's work that runs now, if any (bound by ``ModuleWork`` around each
    /// of its tasks). Written out rather than with the `@TaskLocal` macro, so that
    /// Scripts/check-platforms type-checks it with the compiler alone.
    static let runningTask = TaskLocal<RunningTask?>(wrappedValue: nil)

    /// The work of the module whose task runs now, if any.
    static var runningWork: ModuleWork? { runningTask.get()?.work }

    /// Runs `build` and gives the stores made meanwhile (outside any build nested in it) to
    /// the built module's work.
    static func building<Context: BuildContext>(
        _ build: () throws(ModuleError) -> any ModuleProtocol<Context>
    ) throws(ModuleError) -> any ModuleProtocol<Context> {
        let start = made.count
        depth += 1
        defer {
            depth -= 1
            made.removeSubrange(start...)
        }
        let module = try build()
        for index in start..<made.count { module.work.own(made[index]) }
        return module
    }

    /// Gives `owned`, made just now, to the module being built or whose task runs; made
    /// elsewhere, it belongs to no module.
    @usableFromInline
    static func claim(_ owned: any ModuleOwned) {
        if depth > 0 {
            made.append(owned)
        } else if let work = runningWork {
            work.own(owned)
        }
    }

    /// Notes that a store rendered: inside a task of a closed module, that render went around
    /// what the module owns (a store made elsewhere) and reached someone after the close.
    @usableFromInline
    static func rendered() {
        guard let running = runningTask.get(), running.work.isClosed, !running.isPersons else { return }
        running.work.reachedAfterClose("render")
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
    let isPersons: Bool
}

/// What a module owns and ModuleKit silences when the module closes: its state stores.
@MainActor
@usableFromInline
protocol ModuleOwned: AnyObject {
    /// It belongs to the module whose work is `work` from now on: it tells it what changed.
    func owned(by work: ModuleWork)
    /// The owning module closed: from now on nothing of this reaches anyone; what is dropped
    /// is told to `work` (to trace it).
    func ownerClosed(_ work: ModuleWork)
    /// What it holds now (a store's state), for a test kit to read.
    var ownedValue: Any { get }
}
