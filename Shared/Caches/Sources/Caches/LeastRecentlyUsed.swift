/// Values kept by key within a bound, as a value: each value costs what the cache's `cost` says
/// (its bytes, or one an entry), and when keeping one goes over the bound, the least recently
/// used go first. A value that costs more than the whole bound is not kept. Its owner decides
/// who may change it (a `Locked` of the family's Locks, for a cache every task of a session
/// shares).
///
/// ```swift
/// var photos = LeastRecentlyUsed<PhotoID, DecodedPhoto>(capacity: 32 << 20) { $0.byteCount }
/// photos.keep(photo, as: id)
/// photos.use(id)  // the photo, now the most recently used
/// ```
public struct LeastRecentlyUsed<Key: Hashable, Value> {
    /// The most it keeps, in what `cost` counts.
    public let capacity: Int
    private let cost: @Sendable (Value) -> Int
    private var entries: [Key: Entry] = [:]
    /// What the values kept cost together.
    public private(set) var totalCost = 0
    private var clock = 0

    fileprivate struct Entry {
        let value: Value
        let cost: Int
        var lastUse: Int
    }

    /// A cache that keeps at most `capacity`, each value costing what `cost` says.
    public init(capacity: Int, cost: @escaping @Sendable (Value) -> Int) {
        self.capacity = capacity
        self.cost = cost
    }

    /// Uses the value kept under `key`: returns it, now the most recently used, or `nil`.
    public mutating func use(_ key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.value
    }

    /// Keeps `value` under `key`, leaving out the least recently used until it fits.
    public mutating func keep(_ value: Value, as key: Key) {
        let cost = cost(value)
        guard cost <= capacity else { return }
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
        while totalCost + cost > capacity,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            entries.removeValue(forKey: oldest.key)
            totalCost -= oldest.value.cost
        }
        clock += 1
        entries[key] = Entry(value: value, cost: cost, lastUse: clock)
        totalCost += cost
    }

    /// The keys kept, least recently used first.
    public var keys: [Key] { entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key) }
}

extension LeastRecentlyUsed: Sendable where Key: Sendable, Value: Sendable {}
extension LeastRecentlyUsed.Entry: Sendable where Key: Sendable, Value: Sendable {}
