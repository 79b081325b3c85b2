/// Decides when modules load: each new module is prepared once, and a prepared module that
/// appears again is refreshed, both at the next ``run()`` (what ``ModuleManager/settle()`` does
/// first).
@MainActor
final class ModuleScheduler {
    // Exempt from dynamic exclusivity checks, as ModuleManager's bookkeeping is (see there).
    @exclusivity(unchecked) private var unprepared: [WeakModule] = []
    @exclusivity(unchecked) private var prepared: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var reappeared: [WeakModule] = []
    /// Reused by ``run(isAlive:)`` to forget released modules without allocating.
    @exclusivity(unchecked) private var released: [ObjectIdentifier] = []
    /// When a run forgets the released modules.
    @exclusivity(unchecked) private var purge = PurgeSchedule()

    /// Notes a module just built: it is prepared at the next run.
    func built(_ module: any ModuleProtocol) {
        // A released module's identifier may name this one now: it is not prepared yet.
        prepared.remove(ObjectIdentifier(module))
        unprepared.append(WeakModule(module))
    }

    /// Notes that `module` appeared; a module prepared before is refreshed at the next run.
    func appeared(_ module: any ModuleProtocol) {
        guard prepared.contains(ObjectIdentifier(module)),
            !reappeared.contains(where: { $0.module === module })
        else { return }
        reappeared.append(WeakModule(module))
    }

    /// Prepares every module built since the last run, including modules built while
    /// preparing, and refreshes the ones that appeared again. `isAlive` says which prepared
    /// modules are still alive, so the record of them does not grow without end.
    func run(isAlive: (ObjectIdentifier) -> Bool) async {
        // One at a time from the front, so that modules built while preparing join the queue
        // and the queues keep their storage from one run to the next.
        while !unprepared.isEmpty || !reappeared.isEmpty {
            while !unprepared.isEmpty {
                guard let module = unprepared.removeFirst().module else { continue }
                await module.prepare()
                prepared.insert(ObjectIdentifier(module))
            }
            while !reappeared.isEmpty {
                if let module = reappeared.removeFirst().module { await module.refresh() }
            }
        }
        // Released modules' identifiers are forgotten only when due, not on every run (and
        // `built` clears an identifier a new module reuses).
        guard purge.isDue(count: prepared.count) else { return }
        for identifier in prepared where !isAlive(identifier) { released.append(identifier) }
        for identifier in released { prepared.remove(identifier) }
        released.removeAll(keepingCapacity: true)
        purge.purged(leaving: prepared.count)
    }
}

@MainActor
struct WeakModule {
    weak var module: (any ModuleProtocol)?
    init(_ module: any ModuleProtocol) { self.module = module }
}
