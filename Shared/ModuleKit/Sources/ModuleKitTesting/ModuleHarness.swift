import ModuleKitCore
import Testing

/// Drives one module in a test, with no platform host: builds it from a context with the
/// builder under test (and fakes), makes it appear, and checks its events exhaustively, its
/// state and that nothing leaked. A test acts on the module with typed actions, as a host's step
/// does (``act(_:sourceLocation:)``), and configures it through its input; a host's test kit
/// adds typed input and screen reading (the terminal's: `TerminalHostTesting`).
///
/// The module loads as it would in an app: its `prepare()` starts when it is built, and the
/// harness waits for ``reachIdlePoint()`` before handing it over. A harness made with `holdingLoad: true`
/// holds the load at its start instead, so a test can see the module loading, close it in the
/// middle of its load (``close()``), and check with ``expectNothingAfterClose(sourceLocation:)``
/// that nothing it did afterwards was rendered or emitted.
///
/// An event the module emitted and the test did not assert fails the test when the harness
/// finishes. The way to run a harness is ``run(_:_:sourceLocation:_:)``, which finishes it
/// whatever the test's body does. Make one with its initialiser and call
/// ``finish(sourceLocation:)`` yourself only where the test holds the harness past what one body
/// contains — a load held, a close in the middle of it, as below. (A harness released
/// unfinished still reports, but against the run as a whole.)
///
/// ```swift
/// let harness = try await ModuleHarness(
///     CounterFeature.builder(), CounterContext(routingContext: "test"))
/// harness.input.start(at: 4)
/// harness.expectState(CounterState.self) { $0.count = 4 }  // every change of state is said
/// try await harness.act(CounterAction.increment)
/// harness.expectState(CounterState.self) { $0.count = 5 }
/// harness.expectEvent(.counted(5))  // every event too
/// await harness.finish()
/// ```
@MainActor
public final class ModuleHarness<Context: BuildContext> {
    /// The manager the module was built by; register more builders on it before building.
    public let modules: ModuleManager
    /// Records the module's events.
    let recorded: RecordedEvents<Context.Event>
    /// The id the module was given.
    public let id: ModuleID
    var module: (any ModuleProtocol<Context>)?
    private var finished = false
    private let sourceLocation: SourceLocation
    private let gate = LoadGate()
    /// How many events the module had emitted when it was closed.
    private var atClose: Int?
    /// The module's work, kept past the module's release: it knows what reached anyone after
    /// the close.
    private let work: ModuleWork
    /// The records of what the closed module did and ModuleKit dropped (its events and renders).
    public private(set) var dropped: [String] = []
    /// The leaks the manager found while the harness lived, as it words them.
    private var leaks: [String] = []
    /// The harness's observation of dropped and leak records.
    private var records: Subscription?
    /// The states as the test last said them (see `expectState`).
    let states = AssertedStates()
    /// Whether a load the test holds or resumed may still change the state: its changes are
    /// not an action's, so a step takes them as they are.
    var loadInFlight = false
    /// Whether a test must say every change to the module's state, step by step (see
    /// `expectState`): on by default. Turn it off for a test of a wide
    /// feature that checks only what it is about; `expectState` still
    /// checks what it says.
    public var exhaustiveState = true
    /// How long a wait may take before the test fails (the module's load, an action, the end):
    /// one that reaches it fails the test naming the module and its work still running.
    public var limit: Duration = .seconds(60)
    /// Whether a wait reached ``limit``: the harness waits for nothing after it.
    private var reachedLimit = false

    /// Builds the module for `context` with `builder` (which declares whatever it embeds),
    /// makes it appear and waits until it is prepared — or, with `holdingLoad`,
    /// holds its load at the start until ``releaseLoad()`` or ``close()``.
    public init(
        _ builder: ModuleBuilder<Context>, _ context: Context,
        holdingLoad: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        self.sourceLocation = sourceLocation
        modules = ModuleManager()
        try modules.register(builder)
        if holdingLoad {
            modules.loadGate = { [gate] _ in await gate.wait() }
        }
        let module = try modules.build(context)
        self.module = module
        id = modules.id(of: module)!
        recorded = RecordedEvents(module.events)
        work = module.work
        records = modules.observe([.dropped, .leak]) { [unowned self] record in
            if record.kind == .leak { leaks.append(record.summary) } else { dropped.append(record.summary) }
        }
        if let presenter = Self.presenterKeepingItsOwnLoadFailure(of: module) {
            Issue.record(
                """
                \(presenter) keeps a loadFailure of its own, which ModuleKit no longer reads (0.2 did): \
                make its state a LoadingState and set its error, and the screen reports the failure
                """, sourceLocation: sourceLocation)
        }
        for (state, field) in Self.failuresNoHostShows(in: trackedStores.map(\.state)) {
            Issue.record(
                """
                \(type(of: state)) keeps a failure of its own (\(field)) but is not a LoadingState: no host \
                and no AppHarness shows it. Make it a LoadingState (isLoaded, and error: ModuleFailure? set \
                where the load fails), and the screen reports the failure
                """, sourceLocation: sourceLocation)
        }
        for change in [Lifecycle.willAppear, .didAppear] { modules.sendLifecycle(change, to: module) }
        if holdingLoad {
            await gate.untilHolding()
        } else if await within(limit, { [modules] in _ = await modules.reachIdlePoint() }) == nil {
            _ = limitReached("its first load", sourceLocation)
            throw LimitReached()
        }
        loadInFlight = holdingLoad
        states.acceptAll(trackedStores)
    }

    /// Builds the module for `context` as ``init(_:_:holdingLoad:sourceLocation:)`` does, and
    /// proves its link with `links` — the routes the app registers for the feature (a feature's
    /// Interface declares them): a screen whose link no route opens, or whose route opens
    /// another screen, fails the test naming the screen, its link and the fix. A module alone
    /// is handed no other context (only a navigator hands one, to an `UpdatableModule`), so the
    /// proof made here holds for every step of the test; a context with no link has nothing to
    /// prove.
    ///
    /// ```swift
    /// var links = Deeplinks(scheme: "mosaic")
    /// try FeedRoutes.register(in: &links)
    /// let harness = try await ModuleHarness(
    ///     postBuilder, PostContext(post: "p1", routingContext: "test"), links: links)
    /// ```
    public convenience init(
        _ builder: ModuleBuilder<Context>, _ context: Context, links: Deeplinks,
        holdingLoad: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await self.init(builder, context, holdingLoad: holdingLoad, sourceLocation: sourceLocation)
        if let problem = linkProblem(of: context, screen: "\(id)", links: links) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    /// The type of `module`'s presenter when it stores a `loadFailure` of its own: 0.2's way to
    /// report a load failure, which still compiles and is read by no one since 1.0 (a presenter's
    /// state says it, as a ``LoadingState``). The compiler cannot see it; the harness does.
    static func presenterKeepingItsOwnLoadFailure(of module: any ModuleProtocol) -> String? {
        guard let presenter = Mirror(reflecting: module).descendant("presenter") else { return nil }
        let stored = Mirror(reflecting: presenter).children.compactMap(\.label)
        guard stored.contains("loadFailure") || stored.contains("_loadFailure") else { return nil }
        return "\(type(of: presenter))"
    }

    /// The states of `states` that keep a load's failure in a field of their own — a
    /// `ModuleFailure`, or a field named as a load's failure is (`error`, `failure`, `loadError`,
    /// `loadFailure`) — without being a ``LoadingState``, which is where hosts read a load's
    /// failure from: the failure is set and never seen. Each with its field. (A failure of
    /// something else, named for it — a part that could not be embedded — is the view's to show.)
    static func failuresNoHostShows(in states: [Any]) -> [(state: Any, field: String)] {
        let loadFailureNames: Set<String> = ["error", "failure", "loaderror", "loadfailure"]
        return states.compactMap { state in
            guard !(state is any LoadingState) else { return nil }
            let field = Mirror(reflecting: state).children.first { child in
                // By type, not `is`: a nil of any optional type casts to `ModuleFailure?`.
                let type = Swift.type(of: child.value)
                return loadFailureNames.contains((child.label ?? "").lowercased())
                    || type == ModuleFailure.self || type == ModuleFailure?.self
            }
            return field.map { (state, $0.label ?? "a ModuleFailure") }
        }
    }

    /// Builds a harness, runs `body` with it and finishes it, whatever `body` does: the
    /// surest way to get every event and leak checked.
    ///
    /// ```swift
    /// try await ModuleHarness.run(CounterFeature.builder(), context) { counter in
    ///     try await counter.act(CounterAction.increment)
    ///     counter.expectEvent(.counted(1))
    ///     counter.expectState(CounterState.self) { $0.count = 1 }
    /// }
    /// ```
    @discardableResult
    public static func run<Result>(
        _ builder: ModuleBuilder<Context>, _ context: Context,
        sourceLocation: SourceLocation = #_sourceLocation, _ body: (ModuleHarness) async throws -> Result
    ) async throws -> Result {
        let harness = try await ModuleHarness(builder, context, sourceLocation: sourceLocation)
        do {
            let result = try await body(harness)
            await harness.finish()
            return result
        } catch {
            await harness.finish()
            throw error
        }
    }

    // A harness released without `finish()` still reports unasserted events; the report runs
    // outside the test's task (deinit has no task-locals), so it fails the run as a whole.
    // Prefer `finish()` or `run(_:_:_:)`, which report against the test.
    deinit {
        guard !finished else { return }
        ModuleManager.onMainActor(releasing: (recorded, sourceLocation)) {
            Self.reportUnasserted($0.0, at: $0.1)
        }
    }

    /// The module under test. Only valid until ``close()``.
    public var subject: any ModuleProtocol<Context> {
        guard let module else { preconditionFailure("the module was closed") }
        return module
    }

    /// The module's input, to configure it as a parent or the app would.
    public var input: Context.Input { subject.input }

    // MARK: Driving

    /// Waits until no work is in flight after a change made through the module's view or input:
    /// the modules it built since are loaded, its actions have ended — its ongoing work
    /// (`ModuleWork.ongoing`), which never ends, aside. Returns the leaks found.
    @discardableResult
    public func reachIdlePoint() async -> [ModuleSource] {
        guard !reachedLimit else { return [] }
        return await within(limit) { [modules] in await modules.reachIdlePoint() }
            ?? limitReached("its work", sourceLocation)
    }

    /// Fails the test: `what` did not end within the limit.
    func limitReached(_ what: String, _ sourceLocation: SourceLocation) -> [ModuleSource] {
        reachedLimit = true
        let running = [
            module?.isLoading == true
                ? "its own work (a load, a refresh, a task; work that never ends, a ticker, is "
                    + "ModuleWork.ongoing's, which no wait waits for)" : nil,
            modules.isAskedWorkIdle ? nil : "what was asked of it",
        ].compactMap(\.self)
        Issue.record(
            """
            \(what) did not end within \(limit): \(id) still runs \
            \(running.isEmpty ? "work" : running.joined(separator: " and ")) — a service that never \
            answers? (ModuleHarness.limit sets the limit)
            """, sourceLocation: sourceLocation)
        return []
    }

    /// Covers the module and shows it again, as a screen pushed over it and popped would: it
    /// disappears and appears (each lifecycle change once, in order), is refreshed once loaded,
    /// and the harness waits until that work has ended. A step: every state change before it
    /// must have been said (see ``exhaustiveState``).
    public func reappear(sourceLocation: SourceLocation = #_sourceLocation) async {
        expectEveryStateChangeSaid(sourceLocation: sourceLocation)
        for change in [Lifecycle.willDisappear, .didDisappear, .willAppear, .didAppear] {
            modules.sendLifecycle(change, to: subject)
        }
        await reachIdlePoint()
    }

    /// Whether the module (or one embedded in it) has work in flight, such as a held load.
    public var isLoading: Bool { subject.isLoading }

    /// Lets the held loads go on (see `holdingLoad`), and waits until they have ended.
    public func releaseLoad() async {
        gate.open()
        await reachIdlePoint()
        loadInFlight = false
        states.acceptAll(trackedStores)
    }

    /// Lets the held loads go on without waiting for them to end, and lets the main actor run
    /// until `condition` holds: how a test closes a module while its load is suspended inside a
    /// service call, not only before it.
    ///
    /// ```swift
    /// await harness.resumeLoad { service.pendingRequests == 1 }
    /// await harness.close()
    /// harness.expectNothingAfterClose()
    /// ```
    ///
    /// A condition that still does not hold after 10,000 turns of the main actor fails the test.
    public func resumeLoad(
        until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        gate.open()
        loadInFlight = true
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        if !condition() {
            Issue.record("resumeLoad(until:): the condition never held", sourceLocation: sourceLocation)
        }
    }

    // MARK: State

    /// The state of the first store of type `State` the module made — then its children, as
    /// `expectState` finds it (a module's stores are its own: made while
    /// it was built, or in its tasks), however the module is written.
    public func state<State>(as _: State.Type) -> State? {
        trackedStores.lazy.compactMap { $0.state as? State }.first
    }

    // MARK: Events

    /// Asserts that the oldest unasserted event matches `matches`.
    public func expectEvent(
        _ description: String = "an event", sourceLocation: SourceLocation = #_sourceLocation,
        where matches: (Context.Event) -> Bool
    ) {
        guard let event = recorded.next() else {
            Issue.record("expected \(description), but no event was emitted", sourceLocation: sourceLocation)
            return
        }
        if !matches(event) {
            Issue.record("expected \(description), got \(event)", sourceLocation: sourceLocation)
        }
    }

    /// Asserts that every event emitted has been asserted.
    func expectEveryEventAsserted(sourceLocation: SourceLocation = #_sourceLocation) {
        for event in recorded.unasserted {
            Issue.record("event \(event) was emitted and not asserted", sourceLocation: sourceLocation)
        }
        recorded.skipAll()
    }

    // MARK: Ending

    /// Closes the module as a navigator would — it disappears, its work is cancelled, what it
    /// does afterwards is dropped — releases it, lets a held load go on (cancelled), waits until
    /// its work has ended and returns what is still alive that should not be: the module itself
    /// and everything it embedded.
    @discardableResult
    public func close() async -> [ModuleSource] {
        guard module != nil else { return [] }
        expectEveryStateChangeSaid(sourceLocation: sourceLocation)
        // No local reference to the module may outlive this block, or it would look leaked.
        do {
            modules.sendLifecycle(.willDisappear, to: subject)
            modules.sendLifecycle(.didDisappear, to: subject)
            atClose = recorded.all.count
            modules.retire(subject)
        }
        for source in modules.aliveModules { modules.expectRelease(source.id) }
        module = nil
        gate.open()
        guard !reachedLimit else { return [] }
        return await within(limit) { [modules] in await modules.reachIdlePoint() }
            ?? limitReached("the closed module's work", sourceLocation)
    }

    /// Asserts that after ``close()`` nothing of the module reached anyone: no event reached a
    /// listener or subscriber, and no render of any store reached its observers — the stores
    /// the module owns (ModuleKit silences them) and any other store one of the module's tasks
    /// updated, however the module is written. What it tried and ModuleKit dropped is in
    /// ``dropped``.
    public func expectNothingAfterClose(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let atClose else {
            Issue.record("the module was not closed", sourceLocation: sourceLocation)
            return
        }
        for event in recorded.all.dropFirst(atClose) {
            Issue.record("event \(event) was delivered after the close", sourceLocation: sourceLocation)
        }
        for output in work.outputAfterClose {
            Issue.record("a \(output) reached its observers after the close", sourceLocation: sourceLocation)
        }
    }

    /// Asserts that no event is left unasserted, closes the module and asserts nothing leaked
    /// while the harness lived.
    public func finish(sourceLocation: SourceLocation? = nil) async {
        let location = sourceLocation ?? self.sourceLocation
        finished = true
        if module != nil { expectEveryStateChangeSaid(sourceLocation: location) }
        expectEveryEventAsserted(sourceLocation: location)
        await close()
        for leak in leaks { Issue.record("leak: \(leak)", sourceLocation: location) }
    }

    /// Fails the run for each event of `events` no test asserted.
    private static func reportUnasserted(
        _ events: RecordedEvents<Context.Event>, at sourceLocation: SourceLocation
    ) {
        for event in events.unasserted {
            Issue.record("event \(event) was emitted and not asserted", sourceLocation: sourceLocation)
        }
    }
}

extension ModuleHarness where Context.Event: Equatable {
    /// Asserts that the oldest unasserted event is `expected`.
    public func expectEvent(_ expected: Context.Event, sourceLocation: SourceLocation = #_sourceLocation) {
        expectEvent("\(expected)", sourceLocation: sourceLocation) { $0 == expected }
    }

    /// Asserts that the unasserted events are exactly `expected`, in order.
    public func expectEvents(_ expected: [Context.Event], sourceLocation: SourceLocation = #_sourceLocation) {
        for event in expected { expectEvent(event, sourceLocation: sourceLocation) }
    }
}
