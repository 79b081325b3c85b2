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
    /// The state: the one rendered last, or — inside a transaction — with the changes made so far.
    fileprivate var current: State
    /// How many transactions are open (0: none); the outermost renders when it closes.
    private var depth = 0
    private var observers: [(State) -> Void] = []
    private var phase = Phase.idle
    /// The work of the module that owns the store: told of each render (its host draws then),
    /// and of each render dropped once the module closed (to trace it).
    private weak var owner: ModuleWork?
    /// The work of the module that owns the store, once one does: where what is asked of its
    /// presenter runs (an embedded child's own lane, not its parent's).
    var ownerWork: ModuleWork? { owner }

    /// Where the store is in its life: rendering or not, and whether a commit made while it
    /// renders waits for its render; once its module closed, nothing renders again.
    private enum Phase {
        case idle
        case rendering
        case renderingWithMoreToRender
        case closed
    }

    /// A store holding `initial`; nothing renders until an observer is added and a commit changes it.
    ///
    /// Made while a module is built, or by one of its tasks, the store belongs to that module:
    /// when the module closes, the store stops rendering.
    public init(_ initial: State) {
        current = initial
        ModuleOwnership.claim(self)
    }

    /// The current state; inside a transaction, with the changes made so far.
    public var state: State { current }

    // MARK: Transactions

    /// Changes the state in one transaction. The change reads and writes the state through a
    /// ``StateDraft``, one property at a time, so an `update` called from inside it (directly or
    /// by a helper) changes the same state and joins the same transaction. The outermost one
    /// renders, when the state differs from what it was before it.
    public func update(_ change: (StateDraft<State>) -> Void) {
        #if DEBUG
            MainActor.assertIsolated("a state store was updated off the main actor; see StateStore")
        #endif
        let before = depth == 0 ? current : nil
        depth += 1
        change(StateDraft(store: self))
        depth -= 1
        guard let before else { return }
        guard current != before else { return }
        render(old: before)
    }

    var ownedValue: Any { current }

    var loadFailure: ModuleFailure? { (current as? any LoadingState)?.error }

    func owned(by work: ModuleWork) {
        owner = work
    }

    func ownerClosed(_ work: ModuleWork) {
        // From now on commits still change the state, but no observer or bound part hears of them.
        phase = .closed
        owner = work
    }

    // MARK: Rendering

    /// Calls `render` with the current state now, and with the new state after every commit
    /// that changes it. How a view (or anything else) follows the state.
    public func follow(_ observer: @escaping (State) -> Void) {
        observers.append(observer)
        renderFirst(observer)
    }

    /// Calls `render` with the current state now, once, as ``follow(_:)`` does first.
    func renderOnce(_ render: (State) -> Void) {
        renderFirst(render)
    }

    /// Calls `observer` after every commit that changes the state from now on — ``follow(_:)``
    /// without its first call, for what ``renderOnce(_:)`` rendered already.
    func observeLaterStates(_ observer: @escaping (State) -> Void) {
        observers.append(observer)
    }

    private func renderFirst(_ observer: (State) -> Void) {
        if phase == .closed { return dropRender() }
        // Its first render counts as rendering: an update it makes renders after it returns.
        let shown = current
        let outer = phase
        if outer == .idle { phase = .rendering }
        observer(shown)
        guard outer == .idle, phase != .closed else { return }
        let more = phase == .renderingWithMoreToRender
        phase = .idle
        if more, current != shown { render(old: shown) }
    }

    private func dropRender() {
        owner?.report.dropped("render")
    }

    /// Calls every observer with the current state, which differs from `old`. A commit made by
    /// one of them while they run renders after they all have, with the state as it is then.
    private func render(old: State) {
        switch phase {
        case .closed: return dropRender()
        case .rendering, .renderingWithMoreToRender:
            phase = .renderingWithMoreToRender
            return
        case .idle: phase = .rendering
        }
        var shown = current
        while true {
            for observer in observers { observer(shown) }
            ModuleOwnership.rendered()
            owner?.stateChanged()
            guard phase == .renderingWithMoreToRender else { break }
            phase = .rendering
            if current == shown { break }
            shown = current
        }
        if phase != .closed { phase = .idle }
    }
}

/// The state of a ``StateStore`` while a transaction changes it: read and write its properties
/// as on the state itself (`draft.count += 1`, `draft.items.append(x)`). Every access is a
/// read or a write, never a long in-place access, so code called from a change — even from a
/// closure handed to a property's own method — may read and update the store too.
@MainActor
@dynamicMemberLookup
public struct StateDraft<State: Equatable> {
    unowned let store: StateStore<State>

    init(store: StateStore<State>) {
        self.store = store
    }

    /// A property of the state, to read or change.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { store.current[keyPath: keyPath] }
        nonmutating set { store.current[keyPath: keyPath] = newValue }
    }

    /// A read-only property of the state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        store.current[keyPath: keyPath]
    }

    /// The whole state, to read or replace at once.
    public var value: State {
        get { store.current }
        nonmutating set { store.current = newValue }
    }
}
