/// What a module's life is: whether it was closed, what closes with it — the stores it made
/// (see ``ModuleOwnership``), the children its builder gave it, what ModuleKit stops for it (its
/// stream's `values`) — and what of it reached someone after the close.
///
/// A value held by the module's ``ModuleWork``, which keeps the tasks, the lane and the load;
/// the work ends the life in one place (``ModuleWork/close()``), and closes the children there
/// too, the one recursion of a close. Nothing here calls out while it changes: ending the life
/// hands back what the work then silences, stops and closes.
@MainActor
@usableFromInline
struct ModuleLifetime {
    /// Whether the module was closed: its own tasks are cancelled and its output is dropped.
    @usableFromInline private(set) var isClosed = false
    /// The module's children, when its builder gave it some (see ``ModuleProtocol/container``),
    /// until the module closes.
    var children: ChildSlots?
    /// The stores the module made, oldest first. Held strongly: a store outliving its module is
    /// closed already (the module's release closes its work). The first is kept apart: most
    /// modules own one store, and an array of one allocates (one allocation of the row "build →
    /// render → close" in docs/PERFORMANCE.md).
    private var firstOwned: (any ModuleOwned)?
    private var moreOwned: [any ModuleOwned] = []
    /// What to stop when the module closes, that ModuleKit does not own for it.
    private var closeHandlers: [() -> Void] = []
    /// Output of the module that reached someone after its close: a render of a store it does
    /// not own, made by one of its own tasks.
    private(set) var reachedAfterClose: [String] = []

    /// What ending a life leaves to do, once nothing of the life is being changed.
    struct Ended {
        /// The stores to silence, oldest first.
        var firstOwned: (any ModuleOwned)?
        var moreOwned: [any ModuleOwned]
        /// The children to close.
        var children: [any ModuleProtocol]
        /// What to stop.
        var handlers: [() -> Void]
    }

    /// Takes `store` as one of the module's own; `false` when the module is closed already (the
    /// store is closed at once then).
    mutating func own(_ store: any ModuleOwned) -> Bool {
        guard !isClosed else { return false }
        if firstOwned == nil { firstOwned = store } else { moreOwned.append(store) }
        return true
    }

    /// Calls `body` with each store the module owns, oldest first.
    func forEachOwned(_ body: (any ModuleOwned) -> Void) {
        guard let firstOwned else { return }
        body(firstOwned)
        for store in moreOwned { body(store) }
    }

    /// The first load failure a store of the module holds (a state that is a ``LoadingState``),
    /// oldest store first.
    var loadFailure: ModuleFailure? {
        firstOwned?.loadFailure ?? moreOwned.lazy.compactMap(\.loadFailure).first
    }

    /// Keeps `handler` to call when the module closes; `false` when it is closed already (call
    /// it at once then).
    mutating func onClose(_ handler: @escaping () -> Void) -> Bool {
        guard !isClosed else { return false }
        closeHandlers.append(handler)
        return true
    }

    /// Notes that `what`, made by one of the module's tasks after its close, reached someone.
    mutating func noteReachedAfterClose(_ what: String) {
        reachedAfterClose.append(what)
    }

    /// Ends the life: from now on it is closed, and it lets go of its stores, children and
    /// handlers — the work may outlive its module (a test kit keeps it) and must not keep them
    /// alive. Returns what to do with them, or `nil` when the life had ended already.
    mutating func end() -> Ended? {
        guard !isClosed else { return nil }
        isClosed = true
        let ended = Ended(
            firstOwned: firstOwned, moreOwned: moreOwned, children: children?.children.map(\.module) ?? [],
            handlers: closeHandlers)
        firstOwned = nil
        moreOwned = []
        children = nil
        closeHandlers = []
        return ended
    }
}

// MARK: The test kit's door

/// What ModuleKitTesting reads of a module's life that no app may: the stores it owns, and what
/// reached someone after its close. One of ModuleKit's two `package` declarations (the other is
/// ``ModuleManager``'s).
package extension ModuleWork {
    /// The states of the stores the module owns, in the order they were made: what a test kit
    /// reads of a module, however it is written.
    var ownedStates: [Any] {
        var states: [Any] = []
        lifetime.forEachOwned { states.append($0.ownedValue) }
        return states
    }

    /// The stores the module owns, each with its identity and state, oldest first: what a test
    /// kit follows from one step of a test to the next.
    var ownedStores: [(id: ObjectIdentifier, state: Any)] {
        var stores: [(id: ObjectIdentifier, state: Any)] = []
        lifetime.forEachOwned { stores.append((ObjectIdentifier($0), $0.ownedValue)) }
        return stores
    }

    /// Output of the module that reached someone after its close: a render of a store it does
    /// not own, made by one of its own tasks. What a test kit fails on.
    var outputAfterClose: [String] { lifetime.reachedAfterClose }
}
