/// When the record of live modules (``LiveModules``) should forget the released ones: each time
/// it has doubled since the last time. A released module's entry is inert until then (every
/// lookup checks its weak reference), and forgetting costs a constant amount per module
/// instead of a scan of every entry on every build.
struct PurgeSchedule {
    private var threshold = 16

    /// Whether a record of `count` entries is due to forget its released ones.
    func isDue(count: Int) -> Bool { count >= threshold }

    /// Notes that the record was just purged, leaving `remaining` entries.
    mutating func purged(leaving remaining: Int) {
        threshold = max(16, remaining * 2)
    }
}
