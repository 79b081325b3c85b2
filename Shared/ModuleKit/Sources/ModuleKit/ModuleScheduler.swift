/// Decides when modules load: each new module is prepared once, and a prepared module that
/// appears again is refreshed, both at the next ``run()`` (what ``ModuleManager/settle()`` does
/// first).
@MainActor
final class ModuleScheduler {
    private var unprepared: [WeakModule] = []
    private var prepared: Set<ObjectIdentifier> = []
    private var reappeared: [WeakModule] = []

    /// Notes a module just built: it is prepared at the next run.
    func built(_ module: any ModuleProtocol) {
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
        while !unprepared.isEmpty || !reappeared.isEmpty {
            let batch = unprepared
            unprepared.removeAll()
            for entry in batch {
                guard let module = entry.module else { continue }
                await module.prepare()
                prepared.insert(ObjectIdentifier(module))
            }
            let again = reappeared
            reappeared.removeAll()
            for entry in again {
                if let module = entry.module { await module.refresh() }
            }
        }
        prepared = prepared.filter(isAlive)
    }
}

@MainActor
struct WeakModule {
    weak var module: (any ModuleProtocol)?
    init(_ module: any ModuleProtocol) { self.module = module }
}
