/// A module's state, changed in transactions and rendered once per change.
///
/// - ``update(_:)`` is a transaction: any number of changes inside it render once, with the
///   final state. Transactions nest (`update` inside `update`, even inside its change, as a
///   helper method called from it would); only the outermost commit
///   renders. A property changed in place (`draft.items.removeAll { … }`) is changed on a copy
///   written back when the call returns, so code that call runs may read and update the store
///   too — but its own change to that same property is replaced by the write-back.
/// - A commit that changed nothing renders nothing.
/// - ``follow(_:)`` renders at once with the current state, then after every commit that
///   changed it. An observer that updates the store while it renders does not start a render
///   inside this one: every observer first hears of this state, then all hear of the newer
///   one, in order — no observer is handed a state older than one another observer already saw.
/// - Once its module closed, commits change the state and render nothing.
/// - It is main-actor isolated: background work hops to the main actor to update it (see
///   ``ModuleWork``); code the compiler does not check that updates it off the main actor stops
///   a debug build with a message saying so.
///
/// ```swift
/// let store = StateStore(FeedState())
/// store.follow { state in view.render(state) }  // renders now
/// store.update { state in  // renders once
///     state.posts = posts
///     state.isLoading = false
/// }
/// store.update { state in
///     state.isLoading = true
///     loadFirstPage()  // may call store.update itself: it joins this transaction
/// }
/// ```
@MainActor
public final class StateStore<State: Equatable>: ModuleOwned {
    // Internal and inlinable, so that each module's store is compiled for its own state type:
    // unspecialised, every store made and every render looked up the metadata of these arrays'
    // closure types at run time (a twentieth of a module's build → render → close).
    @usableFromInline var committed: State
    @usableFromInline var pending: State
    @usableFromInline var depth = 0
    @usableFromInline var observers: [(State) -> Void] = []

    @usableFromInline var renders = 0
    /// Whether observers are being called now, and whether a commit made meanwhile waits for
    /// its render (see ``render(old:new:)``).
    @usableFromInline var isRendering = false
    @usableFromInline var renderAgain = false
    @usableFromInline var isClosed = false
    /// The work of the module that owned the store, once the module closed: told of each
    /// render dropped (to trace it). Set at the close, when the work no longer holds the store,
    /// so the strong reference makes no cycle — and, unlike a closure over a weak reference,
    /// allocates nothing (two allocations of the row "build → render → close" in
    /// docs/PERFORMANCE.md).
    @usableFromInline var closedOwner: ModuleWork?
    /// The work of the module that owns the store, told of each render (its host draws then).
    /// Not weak (a weak reference allocates, a twentieth of the row "build → render → close" in
    /// docs/PERFORMANCE.md): the work closes this store before it can go, and a closed store
    /// never reaches it.
    @usableFromInline unowned(unsafe) var owner: ModuleWork?

    /// How many times observers were called: for tests and benchmarks.
    var rendersSoFar: Int { renders }

    /// A store holding `initial`; nothing renders until an observer is added and a commit changes it.
    ///
    /// Made while a module is built, or by one of its tasks, the store belongs to that module:
    /// when the module closes, the store stops rendering.
    @inlinable
    public init(_ initial: State) {
        committed = initial
        pending = initial
        ModuleOwnership.claim(self)
    }

    /// The current state; inside a transaction, with the changes made so far.
    @inlinable
    public var state: State { pending }

    // MARK: Transactions

    /// Changes the state in one transaction. The change reads and writes the state through a
    /// ``StateDraft``, one property at a time, so an `update` called from inside it (directly or
    /// by a helper) changes the same state and joins the same transaction.
    @inlinable
    public func update(_ change: (StateDraft<State>) -> Void) {
        begin()
        change(StateDraft(store: self))
        commit()
    }

    /// Opens a transaction. Every `begin` needs one `commit()`.
    @inlinable
    func begin() {
        #if DEBUG
            MainActor.assertIsolated("a state store was updated off the main actor; see StateStore")
        #endif
        depth += 1
    }

    @usableFromInline
    var ownedValue: Any { committed }

    @usableFromInline
    var loadFailure: ModuleFailure? { (committed as? any LoadingState)?.error }

    @usableFromInline
    func owned(by work: ModuleWork) {
        owner = work
    }

    @usableFromInline
    func ownerClosed(_ work: ModuleWork) {
        // From now on commits still change the state, but no observer or bound part hears of them.
        isClosed = true
        closedOwner = work
    }

    /// Closes a transaction. The outermost commit renders if the state differs from the state
    /// before the transaction.
    @inlinable
    func commit() {
        precondition(depth > 0, "commit() without begin()")
        depth -= 1
        guard depth == 0 else { return }
        let old = committed
        let new = pending
        guard new != old else { return }
        committed = new
        render(old: old, new: new)
    }

    // MARK: Rendering

    /// Calls `render` with the current state now, and with the new state after every commit
    /// that changes it. How a view (or anything else) follows the state.
    @inlinable
    public func follow(_ observer: @escaping (State) -> Void) {
        observers.append(observer)
        if isClosed { return dropRender() }
        // Its first render counts as rendering: an update it makes renders after it returns.
        let shown = committed
        let wasRendering = isRendering
        isRendering = true
        observer(shown)
        isRendering = wasRendering
        guard !wasRendering, renderAgain else { return }
        renderAgain = false
        if committed != shown { render(old: shown, new: committed) }
    }

    @usableFromInline
    func dropRender() {
        closedOwner?.report.dropped("render")
    }

    /// Calls every observer with `new`. A commit made by one of them while they run renders
    /// after they all have, with the state as it is then.
    @inlinable
    func render(old: State, new: State) {
        if isClosed { return dropRender() }
        if isRendering {
            renderAgain = true
            return
        }
        isRendering = true
        var old = old
        var new = new
        while true {
            renders += 1
            for observer in observers { observer(new) }
            ModuleOwnership.rendered()
            owner?.stateChanged()
            guard renderAgain, !isClosed else { break }
            renderAgain = false
            old = new
            new = committed
            if new == old { break }
        }
        renderAgain = false
        isRendering = false
    }
}

/// The state of a ``StateStore`` while a transaction changes it: read and write its properties
/// as on the state itself (`draft.count += 1`, `draft.items.append(x)`). Every access is a
/// read or a write, never a long in-place access, so code called from a change — even from a
/// closure handed to a property's own method — may read and update the store too.
@MainActor
@dynamicMemberLookup
public struct StateDraft<State: Equatable> {
    @usableFromInline unowned let store: StateStore<State>

    @inlinable
    init(store: StateStore<State>) {
        self.store = store
    }

    /// A property of the state, to read or change.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { store.pending[keyPath: keyPath] }
        nonmutating set { store.pending[keyPath: keyPath] = newValue }
    }

    /// A read-only property of the state.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        store.pending[keyPath: keyPath]
    }

    /// The whole state, to read or replace at once.
    @inlinable
    public var value: State {
        get { store.pending }
        nonmutating set { store.pending = newValue }
    }
}
