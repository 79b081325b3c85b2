/// Tracks every built module weakly and reports the ones still alive after they were removed.
///
/// When a module is popped, dismissed or detached, its remover calls ``expectRelease(_:)``.
/// By the next idle point (``ModuleManager/idle()`` runs ``verify()``), the module and
/// everything it owned must be gone; whatever is still alive is reported with its id and
/// routing context — at once, not after a timer, and without crashing. A module whose work is
/// still in flight (a cancelled load finishing) is not judged yet: it is checked again later.
@MainActor
public final class LeakTracker {
    private struct Entry {
        weak var object: AnyObject?
        let source: ModuleSource
        var expectedGone = false
    }

    // Exempt from dynamic exclusivity checks, as ModuleManager's bookkeeping is (see there).
    @exclusivity(unchecked) private var entries: [ModuleID: Entry] = [:]
    /// The modules removed since the last ``verify()``: the only ones it looks at.
    @exclusivity(unchecked) private var expected: [ModuleID] = []
    /// When ``track(_:as:)`` forgets the released modules.
    @exclusivity(unchecked) private var purge = PurgeSchedule()

    /// A tracker that tracks nothing yet.
    public init() {}

    /// Starts tracking `object`, built as `source`.
    public func track(_ object: AnyObject, as source: ModuleSource) {
        // Modules released without being removed first (never shown, or released by their
        // parent) are forgotten here.
        if purge.isDue(count: entries.count) {
            entries = entries.filter { $0.value.object != nil }
            purge.purged(leaving: entries.count)
        }
        entries[source.id] = Entry(object: object, source: source)
    }

    /// Says that the module `id` has been removed and should be released.
    public func expectRelease(_ id: ModuleID) {
        // Through an index rather than `entries[id]?.… = …`, whose modify accessor allocates.
        guard let index = entries.index(forKey: id), !entries.values[index].expectedGone else { return }
        entries.values[index].expectedGone = true
        expected.append(id)
    }

    /// The modules removed since the last call that are still alive although their work has
    /// ended; each is reported once. A module whose work is in flight stays expected.
    public func verify() -> [LeakReport] {
        guard !expected.isEmpty else { return [] }
        var leaks: [LeakReport] = []
        var unfinished: [ModuleID] = []
        for id in expected {
            guard let index = entries.index(forKey: id) else { continue }
            if let object = entries.values[index].object {
                if (object as? any ModuleProtocol)?.work.isBusy == true {
                    unfinished.append(id)
                } else {
                    leaks.append(LeakReport(source: entries.values[index].source))
                }
            } else {
                entries.remove(at: index)
            }
        }
        // Keeping the list's storage when every module was judged: removals allocate nothing.
        if unfinished.isEmpty { expected.removeAll(keepingCapacity: true) } else { expected = unfinished }
        return leaks.isEmpty ? leaks : leaks.sorted { $0.id < $1.id }
    }

    /// Every tracked module still alive, oldest first.
    public var alive: [ModuleSource] {
        entries.values.filter { $0.object != nil }.map(\.source).sorted { $0.id < $1.id }
    }

    /// Whether the module `id` is still alive.
    public func isAlive(_ id: ModuleID) -> Bool { entries[id]?.object != nil }
}

/// A module that outlived its removal.
public struct LeakReport: Sendable, CustomStringConvertible {
    /// What the leaked module was built as.
    public let source: ModuleSource
    /// Its id.
    public var id: ModuleID { source.id }
    /// The flow that built it.
    public var routingContext: RoutingContext { source.routingContext }

    public var description: String {
        "\(id) (\(routingContext)) is still alive after it was removed"
    }
}
