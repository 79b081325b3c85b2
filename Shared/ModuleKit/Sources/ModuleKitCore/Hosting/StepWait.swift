/// How long a step waits for what it started, as its session's ``HostSession/Pace`` says: the
/// one place a host's step waits, for the terminal, the browser and a test alike.
@MainActor
struct StepWait {
    let navigator: Navigator
    let pace: HostSession.Pace
    let grace: Duration

    /// Waits until no screen shown — the top one, or one beneath it that a link put there — has
    /// work of its own in flight, or `limit` passes.
    func untilShownIsIdle(limit: Duration) async {
        await navigator.modules.workEnded(
            until: { [navigator] in !navigator.visibleStack.contains { $0.module.isLoading } }, atMost: limit)
    }

    /// Waits as the session's pace says for the step's action (if any) and the screens shown;
    /// returns whether the action was carried out — or has not ended yet, which is no failure.
    func settle(after action: StartedAction?) async -> Bool {
        switch pace {
        case .untilIdle:
            _ = await action?.ended()
            await navigator.modules.reachIdlePoint()
        case .page:
            _ = await action?.ended()
            await untilShownIsIdle(limit: grace)
        case .interactive:
            // Past the grace, the action goes on: its failure is told with a later result. What
            // the wait reads changes only as a task ends — the action's, a load's — so it hears
            // those alone.
            await navigator.modules.workEnded(
                until: { [navigator] in
                    (action == nil || action?.outcome != nil) && navigator.top?.module.isLoading != true
                }, atMost: grace)
        }
        return action?.refusal == nil
    }
}
