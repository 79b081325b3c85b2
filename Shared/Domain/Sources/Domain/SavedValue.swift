import ModuleKitCore

/// What a store of shared data (``LikeStore``, ``FollowStore``, ``SettingsStore``) holds: a
/// ``Shared`` value that every screen showing it follows, changed only by what was read from its
/// service or saved through it. A read that overlapped a save holds a snapshot older than the
/// save, and is made again: a like given while the likes were read is never undone by the read.
@MainActor
final class SavedValue<Value: Equatable> {
    /// The value, and who follows it.
    private let shared: Shared<Value>
    /// How many saves were made: a read that overlapped one is made again.
    private var saves = 0

    /// A value starting at `initial`, until it is read.
    init(_ initial: Value) {
        shared = Shared(initial)
    }

    /// The value as last read or saved.
    var value: Value { shared.value }

    /// Reads the value with `read` — again while a save overlapped the read — and tells the
    /// observers when it differs; returns it.
    @discardableResult
    func read(_ read: () async throws(ServiceError) -> Value) async throws(ServiceError) -> Value {
        var fresh: Value
        repeat {
            let savesBefore = saves
            fresh = try await read()
            if saves == savesBefore { break }
        } while true
        shared.update { $0 = fresh }
        return fresh
    }

    /// Changes the value as a save that has just succeeded changed it, and tells the observers.
    func saved(_ change: (inout Value) -> Void) {
        saves += 1
        shared.update(change)
    }

    /// Calls `observer` with the value after every change, until the subscription ends.
    func observe(_ observer: @escaping (Value) -> Void) -> Subscription {
        shared.observe(observer)
    }
}
