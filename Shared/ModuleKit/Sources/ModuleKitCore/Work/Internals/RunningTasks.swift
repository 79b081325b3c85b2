/// The tasks of one module in flight, by id. Most modules have one at a time: it is kept
/// inline, so that a module's work allocates no table.
struct RunningTasks {
    /// A task in flight: `nil` until it is attached (it may end before, if it never suspends).
    struct Entry {
        var task: Task<Void, Never>?
        /// What a person asked for: it goes on when the module closes.
        let isAsked: Bool
        /// Whether ``ModuleManager/reachIdlePoint()`` waits for it (not for ongoing work).
        let isCounted: Bool
    }

    private var first: (id: UInt64, entry: Entry)?
    private var others: [UInt64: Entry] = [:]

    var isEmpty: Bool { first == nil && others.isEmpty }

    /// Calls `body` with each task in flight (allocating nothing: a module's build calls it).
    func forEachTask(_ body: (Entry) -> Void) {
        if let entry = first?.entry { body(entry) }
        for entry in others.values { body(entry) }
    }

    /// Whether a task in flight satisfies `condition`.
    func contains(where condition: (Entry) -> Bool) -> Bool {
        if let entry = first?.entry, condition(entry) { return true }
        return others.values.contains(where: condition)
    }

    /// Notes that task `id` is starting (before it may end, if it never suspends).
    mutating func reserve(_ id: UInt64, isAsked: Bool, isCounted: Bool) {
        let entry = Entry(task: nil, isAsked: isAsked, isCounted: isCounted)
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

    /// Removes task `id`; returns it, if it was in flight.
    mutating func remove(_ id: UInt64) -> Entry? {
        if first?.id == id {
            defer { first = nil }
            return first?.entry
        }
        return others.removeValue(forKey: id)
    }
}
