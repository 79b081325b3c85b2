/// How long a step waits for what it started, as its session's ``HostSession/Pace`` says: the
/// one place a host's step waits, for the terminal, the browser and a test alike.
@MainActor
struct StepWait {
    let navigator: Navigator
    let pace: HostSession.Pace
    let grace: Duration

    /// Waits until the screen shown has no work of its own in flight, or `limit` passes.
    func untilShownIsIdle(limit: Duration) async {
        _ = await until(limit: limit) { [navigator] in navigator.top?.module.isLoading != true }
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
            // Past the grace, the action goes on: its failure is told with a later result.
            let waitForAction = action.map { action in { @MainActor @Sendable in _ = await action.ended() } }
            _ = await until(limit: grace, also: waitForAction) { [navigator] in
                (action == nil || action?.outcome != nil) && navigator.top?.module.isLoading != true
            }
        }
        return action?.refusal == nil
    }

    /// Waits until `condition` holds — checked now, on each change the modules report and when
    /// `also` ends — or `limit` passes; returns whether it holds. It observes the changes once,
    /// and starts one task for the limit and one for `also`, whatever the number of changes.
    private func until(
        limit: Duration, also: (@MainActor @Sendable () async -> Void)? = nil,
        _ condition: @escaping @MainActor () -> Bool
    ) async -> Bool {
        guard !condition() else { return true }
        let (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let changes = navigator.modules.observeChanges { _ in wake.yield() }
        let timer = Task {
            try? await Task.sleep(for: limit)
            wake.finish()
        }
        let ended = also.map { also in
            Task { @MainActor in
                await also()
                wake.yield()
            }
        }
        defer {
            changes.cancel()
            timer.cancel()
            ended?.cancel()
            wake.finish()
        }
        for await _ in wakes where condition() { return true }
        return condition()
    }
}
