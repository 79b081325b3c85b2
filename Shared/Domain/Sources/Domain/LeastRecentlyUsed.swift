import Synchronization

/// Values kept by key within a bound: each value costs what the cache's `cost` says (its bytes,
/// or one an entry), and when keeping one goes over the bound, the least recently used go first.
/// A value that costs more than the whole bound is not kept. Safe to use from any task.
///
/// ```swift
/// let photos = LeastRecentlyUsed<PhotoKey, DecodedPhoto>(capacity: 32 << 20) { $0.byteCount }
/// photos.keep(photo, as: .decoded(id))
/// photos.value(.decoded(id))  // the photo, now the most recently used
/// ```
public final class LeastRecentlyUsed<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most it keeps, in what `cost` counts.
    public let capacity: Int
    private let cost: @Sendable (Value) -> Int
    private let state = Mutex(State())

    private struct State {
        var entries: [Key: Entry] = [:]
        var total = 0
        var clock = 0
    }

    private struct Entry {
        let value: Value
        let cost: Int
        var lastUse: Int
    }

    /// A cache that keeps at most `capacity`, each value costing what `cost` says.
    public init(capacity: Int, cost: @escaping @Sendable (Value) -> Int) {
        self.capacity = capacity
        self.cost = cost
    }

    /// The value kept under `key` (now the most recently used), or `nil`.
    public func value(_ key: Key) -> Value? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.value
        }
    }

    /// Keeps `value` under `key`, leaving out the least recently used until it fits.
    public func keep(_ value: Value, as key: Key) {
        let cost = cost(value)
        guard cost <= capacity else { return }
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.total -= old.cost }
            while state.total + cost > capacity,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.entries.removeValue(forKey: oldest.key)
                state.total -= oldest.value.cost
            }
            state.clock += 1
            state.entries[key] = Entry(value: value, cost: cost, lastUse: state.clock)
            state.total += cost
        }
    }

    /// What the values kept cost together.
    public var totalCost: Int { state.withLock { $0.total } }

    /// The keys kept, least recently used first.
    public var keys: [Key] {
        state.withLock { $0.entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key) }
    }
}
