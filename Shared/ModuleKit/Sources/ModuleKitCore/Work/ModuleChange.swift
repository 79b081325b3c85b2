/// Something that changed what a host shows: the contract by which a platform host (a terminal,
/// a web page, a window) learns when to draw, from ``ModuleManager/observeChanges(_:)``.
///
/// A host draws what is shown when it hears one of these, if what it shows changed; it never
/// polls and never reads the trace (which only observes).
public enum ModuleChange: Sendable, Hashable {
    /// A store the module owns rendered a new state: the module's view shows something new.
    case state(ModuleID)
    /// A task of the module's work started: its load, a refresh, a task of its own (the module
    /// is ``ModuleProtocol/isLoading``), or something a person asked of it.
    case workStarted(ModuleID)
    /// A task of the module's work ended: a host shows it loaded (or that it failed to load).
    case workEnded(ModuleID)
    /// The navigator changed what is shown: a push, a pop, a tab, a link opened.
    case screens

    /// The module it concerns, if any.
    public var module: ModuleID? {
        switch self {
        case .state(let id), .workStarted(let id), .workEnded(let id): id
        case .screens: nil
        }
    }
}

/// Who hears of ``ModuleChange``s, in the order they asked.
@MainActor
final class ChangeObservers {
    private var observers: [(id: UInt64, observe: (ModuleChange) -> Void)] = []
    private var nextID: UInt64 = 0

    /// Whether no one observes: a change then costs one check.
    var isEmpty: Bool { observers.isEmpty }

    /// Calls `observe` with every change until the returned subscription ends.
    func add(_ observe: @escaping (ModuleChange) -> Void) -> Subscription {
        nextID += 1
        let id = nextID
        observers.append((id, observe))
        return Subscription { [weak self] in self?.observers.removeAll { $0.id == id } }
    }

    /// Tells every observer of `change`.
    func send(_ change: ModuleChange) {
        guard !observers.isEmpty else { return }
        // A copy: an observer may join or leave while they hear of it.
        for observer in observers { observer.observe(change) }
    }
}
