import ModuleKitCore
import Testing

/// Acting on a module under test as any host does, with no host: a typed action in, the
/// module's state and events out. A feature's tests that use these import no host, and hold for
/// the terminal, the browser and a window alike; a host's view tests say how that host writes
/// and shows the same actions.
///
/// ```swift
/// try await ModuleHarness.run(CounterFeature.builder(), CounterContext(routingContext: "test")) {
///     counter in
///     try await counter.act(CounterAction.increment)
///     counter.expectState(CounterState.self) { $0.count = 1 }
///     counter.expectEvent(.counted(1))
/// }
/// ```
extension ModuleHarness {
    /// Performs `action` on the module's screen as a host's step does — in the lane the action
    /// declares (the person's work, or a navigation) — then waits as an idle point does
    /// (``reachIdlePoint()``): until the module's work has ended (with its load held, until the
    /// action's own work has), its ongoing work aside — a ticker it started runs on, as it does
    /// in an app. Its refusal is thrown. A module that takes no such action fails the test and
    /// refuses it. A step of the test: every state change before it must have been said first
    /// (see `exhaustiveState`), so that each change is credited to the action that made it.
    public func act(_ action: some ScreenAction, sourceLocation: SourceLocation = #_sourceLocation)
        async throws(ActionRefused)
    {
        expectEveryStateChangeSaid(sourceLocation: sourceLocation)
        guard let work = subject.work(for: action) else {
            let reason = "\(type(of: subject)) takes no \(type(of: action)).\(action)"
            Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation)
            throw ActionRefused(reason)
        }
        let task = work.start(on: subject.work)
        guard let refusal = await within(limit, { await task.value }) else {
            _ = limitReached("\(action)", sourceLocation)
            throw ActionRefused("\(action) did not end within \(limit): the test ends here")
        }
        // With its load held, the module's work ends only when the test releases it.
        if !loadInFlight { await reachIdlePoint() }
        if let refusal { throw refusal }
    }

    /// Performs `action` and returns what it was refused with, recording a failure if it was
    /// carried out.
    @discardableResult
    public func actExpectingRefusal(
        _ action: some ScreenAction, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ActionRefused? {
        do {
            try await act(action, sourceLocation: sourceLocation)
            Issue.record(
                "\(action) was carried out, but a refusal was expected", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }
}
