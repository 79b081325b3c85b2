/// The one record of the modules a ``ModuleManager`` built: for each, what it was built as, a
/// weak reference to it, how its events reach the listeners, and whether it was removed and
/// must be gone by the next idle point. Lookups, listings and the leak check all read it.
///
/// A released module's record is inert until it is forgotten — every lookup checks the weak
/// reference — and records are forgotten when the table has doubled since the last time (see
/// ``PurgeSchedule``), or when the leak check finds the module gone.
@MainActor
final class LiveModules {
    struct Record {
        let source: ModuleSource
        weak var object: (any ModuleProtocol)?
        /// The module's identifier, kept to forget it once the module is gone.
        let identifier: ObjectIdentifier
        /// How its events reach the listeners; disconnected when the module is forgotten, or
        /// when the manager goes.
        let dispatcher: any ConnectedDispatcher
        /// Whether the module was removed, and must be released by the next idle point.
        var isExpectedGone = false
        /// The slots of the parent the module is attached to, when it is embedded.
        weak var parent: ChildSlots?
    }

    // `nonisolated(unsafe)` only so that the manager's `deinit` may hand them to the main actor.
    nonisolated(unsafe) private(set) var records: [ModuleID: Record] = [:]
    private var ids: [ObjectIdentifier: ModuleID] = [:]
    /// The modules removed since the last ``verify()``: the only ones it looks at.
    private var expected: [ModuleID] = []
    /// Reused by ``forgetReleased()``, so that forgetting allocates nothing.
    private var released: [ModuleID] = []
    private var purge = PurgeSchedule()

    /// Records a module just built.
    func add(_ module: any ModuleProtocol, as source: ModuleSource, dispatcher: any ConnectedDispatcher) {
        // Only when due: a scan on every build was a fourteenth of a build → render → close.
        if purge.isDue(count: records.count) {
            forgetReleased()
            purge.purged(leaving: records.count)
        }
        let identifier = ObjectIdentifier(module)
        ids[identifier] = source.id
        records[source.id] = Record(
            source: source, object: module, identifier: identifier, dispatcher: dispatcher)
    }

    // MARK: Lookups

    /// The id of `module`, if it is one of these and alive.
    func id(of module: AnyObject) -> ModuleID? {
        // An identifier can be reused by a new object once the old one is gone: check identity.
        guard let id = ids[ObjectIdentifier(module)], records[id]?.object === module else { return nil }
        return id
    }

    /// The live module with this id.
    func module(_ id: ModuleID) -> (any ModuleProtocol)? { records[id]?.object }

    /// What a live module was built as.
    func source(of id: ModuleID) -> ModuleSource? {
        guard let record = records[id], record.object != nil else { return nil }
        return record.source
    }

    /// The live records, oldest first.
    var alive: [Record] {
        records.values.filter { $0.object != nil }.sorted { $0.source.id < $1.source.id }
    }

    /// Every record's dispatcher, released module or not: a stream can outlive its module.
    var dispatchers: [any ConnectedDispatcher] { records.values.map(\.dispatcher) }

    /// Notes that module `id` is attached to a slot of `parent` (`nil`: detached).
    func setParent(of id: ModuleID, to parent: ChildSlots?) {
        guard let index = records.index(forKey: id) else { return }
        records.values[index].parent = parent
    }

    /// The container module `id` is attached to, if it is embedded.
    func parent(of id: ModuleID) -> ModuleContainer? { records[id]?.parent.map(ModuleContainer.init) }

    // MARK: Leaks

    /// Notes that module `id` was removed and must be released by the next ``verify()``.
    func expectRelease(_ id: ModuleID) {
        // Through an index rather than `records[id]?.… = …`, whose modify accessor allocates.
        guard let index = records.index(forKey: id), !records.values[index].isExpectedGone else { return }
        records.values[index].isExpectedGone = true
        expected.append(id)
    }

    /// The modules removed since the last call that are still alive although their work has
    /// ended; each is reported once. A module whose work is in flight stays expected; one that
    /// is gone is forgotten.
    func verify() -> [ModuleSource] {
        guard !expected.isEmpty else { return [] }
        var leaks: [ModuleSource] = []
        var unfinished: [ModuleID] = []
        for id in expected {
            guard let record = records[id] else { continue }
            if let object = record.object {
                if object.work.holdsIdlePoint {
                    unfinished.append(id)
                } else {
                    leaks.append(record.source)
                }
            } else {
                forget(id)
            }
        }
        // Keeping the list's storage when every module was judged: removals allocate nothing.
        if unfinished.isEmpty { expected.removeAll(keepingCapacity: true) } else { expected = unfinished }
        return leaks.isEmpty ? leaks : leaks.sorted { $0.id < $1.id }
    }

    // MARK: Forgetting

    /// Forgets the modules released since the last call. Allocates nothing when none was.
    func forgetReleased() {
        for (id, record) in records where record.object == nil { released.append(id) }
        guard !released.isEmpty else { return }
        for id in released { forget(id) }
        released.removeAll(keepingCapacity: true)
    }

    private func forget(_ id: ModuleID) {
        guard let record = records.removeValue(forKey: id) else { return }
        // The identifier may name a newer object already: forget it only if it is still ours.
        if ids[record.identifier] == id { ids.removeValue(forKey: record.identifier) }
        record.dispatcher.disconnect()
    }
}
