/// One person's session of a composed app, as every host drives it: the *step*. A host parses
/// its input into a ``HostInput``, calls ``step(_:)``, and shows what it returns — the screens,
/// whether they still load, the link, and the failures to show once — in its own terms. The
/// host decides nothing else: which lane an action runs in, how long a step waits for what it
/// started, when screens put on top that could not load are undone (opened by a link or pushed
/// by a listener alike), and what failed after a person left a screen are decided here, once,
/// for the terminal, the browser and a test alike — by one value, `SessionState`, whose
/// effects the session carries out.
///
/// ```swift
/// let session = HostSession(navigator: navigator, pace: .interactive)
/// let shown = await session.step(.open("mosaic://feed/post/p1"))
/// for failure in shown.failures { print("error: \(failure)") }
/// if shown.isLoading { print("Loading…") }
/// ```
@MainActor
public final class HostSession {
    /// How long a step waits for what it started before it shows it loading: one that ends sooner
    /// is shown once, done (every load at no latency does); longer, a slow one's "Loading…" waits.
    public nonisolated static let defaultGrace: Duration = .milliseconds(150)

    /// How long a step waits for the work it started.
    public enum Pace: Sendable, Hashable {
        /// Up to ``HostSession/grace`` for the action and the loads of the screens shown; then
        /// it shows them loading, and the host draws again on ``ModuleManager/observeChanges(_:)``.
        /// A person at a keyboard, whose next input must not wait.
        case interactive
        /// Until the action has ended, then up to ``HostSession/grace`` for the loads: what a
        /// page needs, which cannot be drawn again once sent.
        case page
        /// Until no work at all is in flight: scripts and tests, whose runs must repeat.
        case untilIdle
    }

    /// The navigator whose screens the session shows.
    public let navigator: Navigator
    /// How long its steps wait (a test kit changes it between steps).
    public var pace: Pace
    /// How long a step waits for the loads it started (``defaultGrace`` unless a host says
    /// otherwise: a test under a sanitizer, a fuzzer that must not wait).
    public var grace: Duration = HostSession.defaultGrace
    /// The session, as one value: every decision of its steps.
    private var state = SessionState()
    /// The actions started and not told of yet: a refusal is told with the result after it
    /// ended — after the person left its screen, too, for what they asked is theirs.
    private var actions: [StartedAction] = []
    /// Whether the host was given a result yet (``HostEvent/started(link:)`` was sent).
    private var started = false
    /// Those who watch the steps (``observe(_:)``), in the order they came.
    package private(set) var observers: [any SessionObserver] = []

    /// A session of `navigator`'s screens, its links those of the navigator's manager
    /// (``ModuleManager/links``).
    public init(navigator: Navigator, pace: Pace) {
        self.navigator = navigator
        self.pace = pace
        navigator.keepsLeftScreens = true
    }

    /// The app's links, or `nil` when it has none (``ModuleManager/links``).
    var links: Deeplinks? { navigator.modules.links }

    /// Runs what a person asked and returns what to show: the screens, each with its module for
    /// the host to draw (``ShownScreens/topmost``: the one it reads input against next), their link,
    /// whether they load, and the failures to tell. An action runs in the lane it declares
    /// (``ScreenAction/navigates``): what a person asked is carried out after the screen's
    /// earlier work, even if they leave; a navigation starts at once and is dropped if its screen
    /// closes first. Screens put on top that could not load — by a link, or by a listener's push
    /// — are undone, here, the person back where they were. Nothing throws: what fails is among
    /// the result's failures.
    public func step(_ input: HostInput) async -> ShownScreens {
        for observer in observers { observer.session(self, willTake: input) }
        if case .open(let link) = input { navigator.modules.send(.linkHandedIn(link)) }
        var notRefused = true
        for effect in state.reduce(.asked(input, showing: showing(), place: navigator.place)) {
            // A refusal the state told already: the step settles at once.
            if case .settleRefused = effect {
                notRefused = false
                continue
            }
            do throws(ModuleFailure) {
                let action = try carryOut(effect)
                if let action { actions.append(action) }
                notRefused = await wait(after: action)
            } catch {
                _ = state.reduce(.failed(error))
                notRefused = false
            }
        }
        return await settle(notRefused: notRefused)
    }

    /// What is shown now that something changed (``ModuleManager/observeChanges(_:)``: a load
    /// ended, a state changed), for a host that draws again then: screens put on top that failed
    /// to load meanwhile are undone, and the failures not told yet are taken — each told once.
    public func handleChange() -> ShownScreens {
        while true {
            for effect in state.reduce(hearWhatEnded(notRefused: true)) {
                switch effect {
                case .restore(let place): restore(place)
                case .closeLeftScreens: navigator.closeLeftScreens()
                case .give(let shown): return given(shown)
                default: break
                }
            }
        }
    }

    /// Tells `failure`, outside any step, with the next result. (What a listener throws — a
    /// navigation it could not make — is told without it: see ``ModuleManager/listen(to:in:_:)``.)
    public func report(_ failure: ModuleFailure) {
        _ = state.reduce(.failed(failure))
    }

    /// Says that the host did not show `shown`, a result it was given, and shows its screens
    /// when it is next asked for them — a browser's redirect after a form: `shown`'s failures
    /// are told with the next result, and the next ``HostInput/reload(_:)`` of its link shows
    /// the screens as they are, without loading them again (they are as new as the request).
    public func showsLater(_ shown: ShownScreens) {
        _ = state.reduce(.notShown(shown))
    }

    /// The link of what the navigator shows now (a modal's included), or `nil` with no links or
    /// no link: what a result says as ``ShownScreens/link``. The last result's, when it showed
    /// the same screens with the same contexts (an ``UpdatableModule`` may have been handed
    /// another since), so that a link is computed once per stack shown, not on each question a
    /// step asks.
    var linkNow: String? {
        if let shown = state.shown,
            shown.screens.elementsEqual(navigator.visibleStack, by: { $0.shows($1) })
        {
            return shown.link
        }
        return try? links?.link(for: navigator.contexts()).description
    }

    /// What the navigator shows now, as the session's state reads a step's input against it.
    private func showing() -> SessionState.Showing {
        SessionState.Showing(
            link: linkNow, topHasOwnWork: navigator.top.map { $0.module.work.hasOwnWorkInFlight },
            tabCount: navigator.tabs.count, hasLinks: links != nil,
            isPresented: !navigator.modalStacks.isEmpty)
    }

    /// The last result the host was given (by ``step(_:)`` or ``handleChange()``), or `nil`
    /// before the first: what a host draws, and reads the next input against.
    public var shown: ShownScreens? { state.shown }

    /// Watches every step from now on: its input as it starts, each result the host is given,
    /// and the session's end (a recording, say). Kept as long as the session.
    public func observe(_ observer: some SessionObserver) {
        observers.append(observer)
    }

    /// The host is done with the session, once what was asked is done: its observers hear it.
    public func end() {
        for observer in observers { observer.sessionEnded(self) }
    }

    /// What is shown now, telling nothing and undoing nothing.
    package func current(notRefused: Bool = true) -> ShownScreens {
        ShownScreens(showing: navigator, link: linkNow, notRefused: notRefused)
    }

    /// The step's end: screens put on top that could not load are undone and the screens shown
    /// again are waited for, as any; then the host is given what is shown, with the failures
    /// not told yet.
    private func settle(notRefused: Bool) async -> ShownScreens {
        var notRefused = notRefused
        while true {
            for effect in state.reduce(hearWhatEnded(notRefused: notRefused)) {
                switch effect {
                case .restore(let place):
                    restore(place)
                    _ = await wait(after: nil)
                    notRefused = false
                case .closeLeftScreens: navigator.closeLeftScreens()
                case .give(let shown): return given(shown)
                default: break
                }
            }
        }
    }

    /// Tells the session's state what failed since the last result — the actions that ended
    /// refused, what the app's listeners threw — and returns what is shown now, to settle on.
    private func hearWhatEnded(notRefused: Bool) -> SessionState.Event {
        actions.removeAll { action in
            guard let outcome = action.outcome else { return false }
            let left = navigator.leftScreens.contains { action.isStarted(on: $0.module.work) }
            if case .refused(let refusal) = outcome, let failure = action.failure(refusal, left: left) {
                _ = state.reduce(.failed(failure))
            }
            return true
        }
        for failure in navigator.modules.removeThrownFailures() { _ = state.reduce(.failed(failure)) }
        return .settled(current(notRefused: notRefused), place: navigator.place)
    }

    /// `shown`, given to the host: its observers hear it, and the app's listeners hear that the
    /// session started with the first.
    private func given(_ shown: ShownScreens) -> ShownScreens {
        for observer in observers { observer.session(self, gave: shown) }
        if !started {
            started = true
            navigator.modules.send(.started(link: shown.link))
        }
        return shown
    }

    /// Waits until the screen shown has no work of its own in flight, or `limit` passes: where
    /// a page that showed "Loading…" waits before it is loaded again.
    public func waitUntilShownIsIdle(limit: Duration) async {
        await untilShownIsIdle(limit: limit)
    }

    /// Waits until no screen shown — the top one, or one beneath it that a link put there — has
    /// work of its own in flight, or `limit` passes.
    private func untilShownIsIdle(limit: Duration) async {
        await wait(atMost: limit) { !navigator.visibleStack.contains { $0.module.isLoading } }
    }

    /// Waits until `done` holds — asked now and after each task ends: what the screens show,
    /// whether they load and how an action ended change only then — or `limit` passes.
    private func wait(atMost limit: Duration, until done: () -> Bool) async {
        guard !done() else { return }
        let work = navigator.modules.work
        let deadline = work.deadline(after: limit)
        defer { work.cancel(deadline) }
        while await work.nextTaskEnd(before: deadline), !done() {}
    }

    /// Waits for the step's action (if any) and the screens shown, as the session's pace says —
    /// the one place a step waits, for the terminal, the browser and a test alike; returns
    /// whether the action was carried out — or has not ended yet, which is no failure.
    private func wait(after action: StartedAction?) async -> Bool {
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
            await wait(atMost: grace) {
                (action == nil || action?.outcome != nil) && navigator.top?.module.isLoading != true
            }
        }
        return action?.refusal == nil
    }

    // MARK: Carrying out a step

    /// Carries out what the step's state decided; returns the action or refresh it started,
    /// which the step waits for.
    private func carryOut(_ effect: SessionState.Effect) throws(ModuleFailure) -> StartedAction? {
        switch effect {
        case .start(let work):
            guard let top = navigator.top else { throw ModuleFailure(.refused, "nothing is shown") }
            return work.started(on: top.module.work)
        case .open(let link): try navigate { () throws(ModuleError) in try navigator.open(link) }
        case .refresh: return refreshTop()
        case .back: try navigate { () throws(ModuleError) in try navigator.back() }
        case .select(let tab, let closingPresented):
            try navigate { () throws(ModuleError) in
                try navigator.select(tab: tab, closingPresented: closingPresented)
            }
        case .wait, .settleRefused, .restore, .closeLeftScreens, .give: break
        }
        return nil
    }

    private func navigate(_ move: () throws(ModuleError) -> Void) throws(ModuleFailure) {
        do { try move() } catch { throw ModuleFailure(error) }
    }

    /// Starts the top screen's refresh as a task of its own (cancelled if it closes).
    private func refreshTop() -> StartedAction? {
        guard let top = navigator.top?.module else { return nil }
        return StartedAction(
            on: top.work, name: "refresh", asked: false, .closure { [weak top] in await top?.refresh() })
    }

    /// Puts the person back in `place`, where they were before screens that could not load.
    private func restore(_ place: Place) {
        do {
            try navigator.restore(place)
        } catch {
            _ = state.reduce(.failed(ModuleFailure(error)))
        }
    }
}
