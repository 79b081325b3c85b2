import ModuleKitCore
import Testing

/// State, asserted exhaustively: after each step of a test — an action sent, the screen shown
/// again, the end — every change to the module's state must have been said, as every event must
/// have been. A change no test said fails the test, naming the field and both values:
///
/// ```swift
/// try await feed.act(PostAction.like("p1"))
/// feed.expectState(FeedState.self) { $0.rows[0].liked = true }
/// feed.expectState(likes) { $0 = ["p1"] }  // the shared store of likes, credited to this like
/// ```
///
/// A wide feature's test that checks only what it is about sets ``exhaustiveState`` to `false`.
extension ModuleHarness {
    /// The stores the module and its embedded children own, with their states now.
    var trackedStores: [(id: ObjectIdentifier, state: Any)] {
        guard let module else { return [] }
        var stores: [(id: ObjectIdentifier, state: Any)] = []
        func gather(_ module: any ModuleProtocol) {
            stores += module.work.ownedStores
            for child in module.container?.modules ?? [] { gather(child) }
        }
        gather(module)
        return stores
    }

    /// Asserts that the module's store of type `State` (the first the module, then its
    /// children, made) now holds the state last said, changed by `update` — and takes it as
    /// said. A field that differs fails the test, naming it and both values.
    public func expectState<State: Equatable>(
        _: State.Type, sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout State) -> Void
    ) {
        guard let store = states.asserted(State.self, in: trackedStores) else {
            Issue.record("the module has no store of \(State.self)", sourceLocation: sourceLocation)
            return
        }
        var expected = store.asserted
        update(&expected)
        if expected != store.now {
            for field in StateDifference.fields(from: expected, to: store.now, at: "\(State.self)") {
                Issue.record(
                    "state: \(field.path) is \(field.new), expected \(field.old)",
                    sourceLocation: sourceLocation)
            }
        }
        states.said(store.now, for: store.id)
    }

    /// Follows `read` — a value several screens share, such as a store of likes — as part of the
    /// module's state from now on: a change to it, whoever made it, must be said in the step
    /// that made it, with `expectState(shared) { … }`.
    public func share<Value: Equatable>(_ name: String, _ read: @escaping @MainActor () -> Value)
        -> SharedState<Value>
    {
        let shared = SharedState(name: name, read: read)
        states.follow(shared)
        return shared
    }

    /// Asserts that the shared value `shared` now is its value last said, changed by `update` —
    /// and takes it as said.
    public func expectState<Value>(
        _ shared: SharedState<Value>, sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout Value) -> Void
    ) {
        var expected = shared.asserted
        update(&expected)
        let now = shared.value
        if expected != now {
            for field in StateDifference.fields(from: expected, to: now, at: shared.name) {
                Issue.record(
                    "state: \(field.path) is \(field.new), expected \(field.old)",
                    sourceLocation: sourceLocation)
            }
        }
        shared.asserted = now
    }

    /// Fails the test for each change to the state since the last step that the test did not
    /// say (when ``exhaustiveState`` is on), and takes every state as said: a step of a test.
    /// The harness calls it before the module appears again and when it closes; a host's test
    /// kit calls it before each action it sends.
    public func expectEveryStateChangeSaid(sourceLocation: SourceLocation = #_sourceLocation) {
        let current = trackedStores
        if loadInFlight {
            // What a load the test let go on changed is the load's, not an action's.
            states.acceptAll(current)
            return
        }
        let unsaid = states.unsaid(in: current)
        guard exhaustiveState else { return }
        for line in unsaid {
            Issue.record(
                "state changed and no test said so: \(line) (say it with expectState, or set exhaustiveState = false)",
                sourceLocation: sourceLocation)
        }
    }
}
