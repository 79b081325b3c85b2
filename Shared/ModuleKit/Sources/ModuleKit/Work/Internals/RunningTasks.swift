/// The tasks of one module in flight, by id. Most modules have one at a time: it is kept
/// inline, so that a module's work allocates no table.
struct RunningTasks {
    /// A task in flight: `nil` until it is attached (it may end before, if it never suspends).
    struct Entry {
        var task: Task<Void, Never>?
        /// What a person asked for: it goes on when the module closes.
        let isPersons: Bool
        /// Whether ``ModuleManager/idle()`` waits for it (not for ongoing work).
        let isCounted: Bool
    }

    private var first: (id: UInt64, entry: Entry)?
    private var others: [UInt64: Entry] = [:]

    var isEmpty: Bool { first == nil && others.isEmpty }

    /// Calls `body` for each task in flight an idle point waits for, with whether it runs what a
    /// person asked (allocating nothing: a module's build calls it).
    func forEachCounted(_ body: (_ isPersons: Bool) -> Void) {
        if let entry = first?.entry, entry.isCounted { body(entry.isPersons) }
        for entry in others.values where entry.isCounted { body(entry.isPersons) }
    }

    /// Whether a task an idle point waits for (not ongoing work) is in flight.
    var hasCounted: Bool {
        first?.entry.isCounted == true || others.values.contains { $0.isCounted }
    }

    /// Whether a task of the screen's own that an idle point waits for is in flight: its load, a
    /// refresh, a task (not what a person asked, not ongoing work).
    var hasScreensCounted: Bool {
        func counts(_ entry: Entry) -> Bool { entry.isCounted && !entry.isPersons }
        return first.map { counts($0.entry) } == true || others.values.contains(where: counts)
    }

    /// Notes that task `id` is starting (before it may end, if it never suspends).
    mutating func reserve(_ id: UInt64, isPersons: Bool, isCounted: Bool) {
        let entry = Entry(task: nil, isPersons: isPersons, isCounted: isCounted)
        if first == nil { first = (id, entry) } else { others[id] = entry }
    }

    /// Keeps `task` as task `id`, unless it ended already.
    mutating func attach(_ task: Task<Void, Never>, to id: UInt64) {
        if first?.id == id {
            first?.entry.task = task
        } else if others[id] != nil {
            others[id]?.task = task
        }
    }

    /// Task `id`, while it is in flight.
    func entry(_ id: UInt64) -> Entry? {
        first?.id == id ? first?.entry : others[id]
    }

    /// Removes task `id`; returns it, if it was in flight.
    mutating func remove(_ id: UInt64) -> Entry? {
        if first?.id == id {
            defer { first = nil }
            return first?.entry
        }
        return others.removeValue(forKey: id)
    }

    /// Cancels every task in flight but what a person asked for.
    func cancelScreensOwn() {
        if let entry = first?.entry, !entry.isPersons { entry.task?.cancel() }
        for entry in others.values where !entry.isPersons { entry.task?.cancel() }
    }
}
