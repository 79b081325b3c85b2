/// The tasks of one module in flight, by id. Most modules have one at a time: it is kept
/// inline, so that a module's work allocates no table.
struct RunningTasks {
    private var first: (id: UInt64, task: Task<Void, Never>?)?
    private var others: [UInt64: Task<Void, Never>?] = [:]

    var isEmpty: Bool { first == nil && others.isEmpty }
    var count: Int { (first == nil ? 0 : 1) + others.count }

    /// Notes that task `id` is starting (before it may end, if it never suspends).
    mutating func reserve(_ id: UInt64) {
        if first == nil { first = (id, nil) } else { others[id] = .some(nil) }
    }

    /// Keeps `task` as task `id`, unless it ended already.
    mutating func attach(_ task: Task<Void, Never>, to id: UInt64) {
        if first?.id == id {
            first?.task = task
        } else if others[id] != nil {
            others[id] = task
        }
    }

    /// Whether task `id` is in flight (started, not ended).
    func contains(_ id: UInt64) -> Bool {
        first?.id == id || others[id] != nil
    }

    mutating func remove(_ id: UInt64) {
        if first?.id == id { first = nil } else { others[id] = nil }
    }

    func cancelAll() {
        first?.task?.cancel()
        for case let task? in others.values { task.cancel() }
    }
}
