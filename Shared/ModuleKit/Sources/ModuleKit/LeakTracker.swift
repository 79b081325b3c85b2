/// Tracks every built module weakly and reports the ones still alive after they were removed.
///
/// When a module is popped, dismissed or detached, its remover calls ``expectRelease(_:)``.
/// At the end of the event that removed it (``ModuleManager/settle()`` runs ``verify()``), the
/// module and everything it owned must be gone; whatever is still alive is reported with its
/// id and routing context — at once, not after a timer, and without crashing.
@MainActor
public final class LeakTracker {
    private struct Entry {
        weak var object: AnyObject?
        let source: ModuleSource
        var expectedGone = false
        var reported = false
    }

    // Bookkeeping is exempt from dynamic exclusivity checks (a tenth of a module's build →
    // render → close went to them): main-actor bound, and no access spans a call out to a module,
    // a listener or a builder.
    @exclusivity(unchecked) private var entries: [ModuleID: Entry] = [:]
    /// Reused by ``verify()``, so that a check allocates nothing when nothing leaked.
    @exclusivity(unchecked) private var gone: [ModuleID] = []

    /// A tracker that tracks nothing yet.
    public init() {}

    /// Starts tracking `object`, built as `source`.
    public func track(_ object: AnyObject, as source: ModuleSource) {
        entries[source.id] = Entry(object: object, source: source)
    }

    /// Says that the module `id` has been removed and should be released.
    public func expectRelease(_ id: ModuleID) {
        // Through an index rather than `entries[id]?.… = …`, whose modify accessor allocates.
        guard let index = entries.index(forKey: id) else { return }
        entries.values[index].expectedGone = true
    }

    /// The modules expected gone that are still alive; each is reported once.
    public func verify() -> [LeakReport] {
        var leaks: [LeakReport] = []
        for (id, entry) in entries {
            if entry.object == nil {
                gone.append(id)
            } else if entry.expectedGone && !entry.reported {
                leaks.append(LeakReport(source: entry.source))
            }
        }
        // Changed after the loop: changing a dictionary while iterating it would copy it.
        for id in gone { entries.removeValue(forKey: id) }
        gone.removeAll(keepingCapacity: true)
        for leak in leaks { entries[leak.id]?.reported = true }
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
