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
    /// The stores made by each build in progress, innermost last.
    private static var builds: [[any ModuleOwned]] = []

    /// The work of the module whose task runs now, if any (bound by ``ModuleWork`` around each
    /// of its tasks).
    @TaskLocal static var runningWork: ModuleWork?

    /// Runs `build` and returns what it made, with the stores made meanwhile (outside any
    /// build nested in it), which the caller hands to the built module's work.
    static func collecting<Result>(
        _ build: () throws(ModuleError) -> Result
    ) throws(ModuleError) -> (Result, [any ModuleOwned]) {
        builds.append([])
        let result: Result
        do {
            result = try build()
        } catch {
            builds.removeLast()
            throw error
        }
        return (result, builds.removeLast())
    }

    /// Gives `owned`, made just now, to the module being built or whose task runs; made
    /// elsewhere, it belongs to no module.
    @usableFromInline
    static func claim(_ owned: any ModuleOwned) {
        if !builds.isEmpty {
            builds[builds.count - 1].append(owned)
        } else if let work = runningWork {
            work.own(owned)
        }
    }

    /// Notes that a store rendered: inside a task of a closed module, that render went around
    /// what the module owns (a store made elsewhere) and reached someone after the close.
    @usableFromInline
    static func rendered() {
        if let work = runningWork, work.isClosed { work.reachedAfterClose("render") }
    }
}

/// What a module owns and ModuleKit silences when the module closes: its state stores.
@MainActor
@usableFromInline
protocol ModuleOwned: AnyObject {
    /// The owning module closed: from now on nothing of this reaches anyone; what is dropped
    /// is told to `work` (to trace it).
    func ownerClosed(_ work: ModuleWork)
}
