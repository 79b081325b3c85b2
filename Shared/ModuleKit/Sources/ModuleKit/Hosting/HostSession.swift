/// One person's session of a composed app, as every host drives it: the *step*. A host parses
/// its input into a ``HostInput``, calls ``step(_:)``, and shows what it returns — the screens,
/// whether they still load, the link, and the failures to show once — in its own terms. It
/// decides nothing else: which lane an action runs in, how long a step waits for what it
/// started, when a link whose screen could not load is undone, and what failed after a person
/// left a screen are decided here, once, for the terminal, the browser and a test alike.
///
/// ```swift
/// let session = HostSession(navigator: navigator, router: router, pace: .interactive)
/// let shown = await session.step(.open("mosaic://feed/post/p1"))
/// for failure in shown.failures { print("error: \(failure)") }
/// if shown.isLoading { print("Loading…") }
/// ```
@MainActor
public final class HostSession {
    /// How long a step waits for what it started before it shows it loading: one that ends
    /// sooner is shown once, done, rather than loading and then done. Measured at no latency
    /// (every load of a step ends within a few milliseconds) and with a slow service, where
    /// waiting longer makes a person wait for a "Loading…" they should see.
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
    /// The session's links, or `nil` when it has none.
    public let router: DeeplinkRouter?
    /// How long its steps wait.
    public let pace: Pace
    /// How long a step waits for the loads it started (``defaultGrace`` unless a host says
    /// otherwise: a test under a sanitizer, a fuzzer that must not wait).
    public var grace: Duration = HostSession.defaultGrace
    /// Records every step, when set (``SessionRecorder``).
    public var recorder: SessionRecorder?
    /// The failures not told yet, oldest first: appended in one place, ``tell(_:)``.
    private var untold: [ModuleFailure] = []
    /// The link the last `open` showed, while its screen loads: undone if the load fails.
    private var opened: OpenedLink?
    /// The load failure last told, so that each is told once.
    private var told: (module: ModuleID, failure: ModuleFailure)?

    /// A session of `navigator`'s screens, its links read by `router`.
    public init(navigator: Navigator, router: DeeplinkRouter? = nil, pace: Pace) {
        self.navigator = navigator
        self.router = router
        self.pace = pace
    }

    /// Runs what a person asked and returns what to show: the screens, each with its module for
    /// the host to draw (``ShownScreens/topmost``: the one it reads input against next), their link,
    /// whether they load, and the failures to tell. An action runs in the lane it declares
    /// (``ScreenAction/navigates``): what a person asked is carried out after the screen's
    /// earlier work, even if they leave; a navigation starts at once and is dropped if its screen
    /// closes first. A link whose screen could not load is undone, here. Nothing throws: what
    /// fails is among the result's failures.
    public func step(_ input: HostInput) async -> ShownScreens {
        if let recorder {
            let settled = navigator.modules.isIdle
            // What was shown last is what settled, unless it was still loading then (a page's).
            let now = settled && recorder.lastShownWasLoading ? snapshot() : nil
            recorder.begin(recorded(input), settled: settled, now: now)
        }
        var action: Task<ActionRefused?, Never>?
        do throws(ModuleFailure) {
            switch input {
            case .act(let work): action = try start(work)
            case .open(let link): try open(link)
            case .reload(let link): action = try reload(link)
            case .back: try navigate { () throws(ModuleError) in try navigator.back() }
            case .selectTab(let index):
                // An index from outside (a recording, a host's parsed input) may name no tab.
                guard navigator.tabs.indices.contains(index) else {
                    throw ModuleFailure(
                        .notFound, "no tab \(index + 1): the app has \(navigator.tabs.count)")
                }
                try navigate { () throws(ModuleError) in try navigator.select(tab: index) }
            }
        } catch {
            tell(error)
            return shownNow(succeeded: false)
        }
        var succeeded = await settle(after: action)
        if undoFailedLink() {
            // Back where it was: the screens shown again refresh, and are waited for as any.
            succeeded = false
            _ = await settle(after: nil)
        }
        return shownNow(succeeded: succeeded)
    }

    /// What is shown now that something changed (``ModuleManager/observeChanges(_:)``: a load
    /// ended, a state changed), for a host that draws again then: a link whose screen failed to
    /// load meanwhile is undone, and the failures not told yet are taken — each told once.
    public func handleChange() -> ShownScreens {
        undoFailedLink()
        return shownNow(succeeded: true)
    }

    /// Reports a failure outside any step (a navigation an app's listener could not make): the
    /// next result shows it.
    public func report(_ failure: ModuleFailure) {
        tell(failure)
    }

    /// The link of the screens shown (the visible stack, a modal's included), or `nil` when the
    /// session has no router or the stack has no link.
    public var shownLink: String? {
        guard let router else { return nil }
        return try? router.link(for: navigator.contexts()).description
    }

    /// What is shown, with the failures not told yet, which are told with it: the top screen's
    /// load failure once per screen, after the others.
    private func shownNow(succeeded: Bool) -> ShownScreens {
        let top = navigator.top
        if let top, let failure = top.module.loadFailure, told?.module != top.id || told?.failure != failure {
            told = (top.id, failure)
            tell(failure)
        }
        defer { untold.removeAll() }
        let shown = ShownScreens(
            screens: navigator.visibleStack.map { ShownScreen(id: $0.id, module: $0.module) },
            link: shownLink,
            selectedTab: navigator.selectedTab,
            isLoading: top?.module.isWorking ?? false, loadFailure: top?.module.loadFailure,
            failures: untold, succeeded: succeeded)
        recorder?.saw(shown)
        return shown
    }

    /// Writes the recording's last step, when recording: where a host ends, once what the person
    /// asked is done (``finishAsked()``).
    public func finishRecording() {
        guard let recorder else { return }
        recorder.finish(now: navigator.modules.isIdle && recorder.lastShownWasLoading ? snapshot() : nil)
    }

    /// What is shown now, for a recording, telling nothing and undoing nothing.
    private func snapshot() -> ShownScreens {
        ShownScreens(
            screens: navigator.visibleStack.map { ShownScreen(id: $0.id, module: $0.module) },
            link: shownLink,
            selectedTab: navigator.selectedTab, isLoading: navigator.top?.module.isWorking ?? false,
            loadFailure: navigator.top?.module.loadFailure, failures: [], succeeded: true)
    }

    /// `input` as a recording holds it: an action by its words and the screen it is sent to.
    private func recorded(_ input: HostInput) -> RecordedInput {
        switch input {
        case .act(let work): .act(screen: navigator.top?.id.name ?? "", words: work.words)
        case .open(let link): .open(link)
        case .reload(let link): .reload(link)
        case .back: .back
        case .selectTab(let index): .selectTab(index)
        }
    }

    /// Keeps `failure` to tell with what is shown next: the one place a failure is added.
    private func tell(_ failure: ModuleFailure) {
        untold.append(failure)
    }

    /// Waits until the screen shown has no work of its own in flight, or `limit` passes: where
    /// a page that showed "Loading…" waits before it is loaded again.
    public func waitUntilShownIsIdle(limit: Duration) async {
        _ = await waitUntil(limit: limit) { [navigator] in navigator.top?.module.isWorking != true }
    }

    /// Returns when nothing a person asked is in flight (a like being saved): where a host
    /// waits before it ends.
    public func finishAsked() async {
        await navigator.modules.askedWorkEnded()
    }

    // MARK: Running a step

    private func navigate(_ move: () throws(ModuleError) -> Void) throws(ModuleFailure) {
        do { try move() } catch { throw ModuleFailure(error) }
    }

    private func open(_ link: String) throws(ModuleFailure) {
        guard let router else { throw ModuleFailure(.notFound, "this session has no links") }
        if shownLink == link { return }
        let tab = navigator.selectedTab
        let stack = navigator.contexts(ofTab: tab)
        do {
            try navigator.open(link, router: router)
        } catch {
            throw ModuleFailure(error)
        }
        opened = navigator.top.map { OpenedLink(link: link, screen: $0.id, tab: tab, stack: stack) }
    }

    /// Opens `link` unless its screens are shown; when they are, starts the top screen's refresh
    /// as a task of its own (cancelled if it closes) and returns a task that ends with it — unless
    /// the screen is loading or refreshing now: what it reads then is no older than the request.
    private func reload(_ link: String) throws(ModuleFailure) -> Task<ActionRefused?, Never>? {
        guard shownLink == link, let top = navigator.top?.module else {
            try open(link)
            return nil
        }
        guard !top.work.isLoading else { return nil }
        let refresh = top.work.task { [weak top] in await top?.refresh() }
        return Task {
            await refresh.value
            return nil
        }
    }

    /// Starts `work` on the screen shown; its task returns its refusal, or `nil`. A refusal is
    /// told from inside the work, before it ends — after the step, too, if the work ends later:
    /// what a person asked is theirs, its failure is told after they left its screen (a like
    /// that could not be saved); a navigation from a screen left is not.
    private func start(_ work: ScreenWork) throws(ModuleFailure) -> Task<ActionRefused?, Never> {
        guard let top = navigator.top else { throw ModuleFailure(.refused, "nothing is shown") }
        let moduleWork = top.module.work
        let telling = work.whenRefused { [weak self, weak moduleWork] refusal in
            let left = moduleWork?.isClosed ?? true
            guard !(left && work.navigates) else { return }
            self?.tell(
                left
                    ? ModuleFailure(refusal.kind, "\(work.name) (on a screen you left): \(refusal.reason)")
                    : ModuleFailure(refusal))
        }
        return telling.start(on: moduleWork)
    }

    /// Waits as the session's pace says for the step's action (if any) and the screens shown;
    /// returns whether the action was carried out — or has not ended yet, which is no failure.
    private func settle(after action: Task<ActionRefused?, Never>?) async -> Bool {
        switch pace {
        case .untilIdle:
            let refusal = await action?.value ?? nil
            await navigator.modules.idle()
            return refusal == nil
        case .page:
            let refusal = await action?.value ?? nil
            await waitUntilShownIsIdle(limit: grace)
            return refusal == nil
        case .interactive:
            // Past the grace, the action goes on: its failure is told with a later result.
            let end = ActionEnd()
            let waitForAction = action.map { action in
                { @MainActor @Sendable in
                    end.refusal = await action.value
                    end.happened = true
                }
            }
            _ = await waitUntil(limit: grace, also: waitForAction) { [navigator] in
                (action == nil || end.happened) && navigator.top?.module.isWorking != true
            }
            return end.refusal == nil
        }
    }

    /// Waits until `condition` holds — checked now, on each change the modules report and when
    /// `also` ends — or `limit` passes; returns whether it holds. It observes the changes once,
    /// and starts one task for the limit and one for `also`, whatever the number of changes.
    private func waitUntil(
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

    /// When the screen the last link opened could not load, goes back to where the session was
    /// (the tab, its stack) and tells why, once. A link that loaded, or that was left, is
    /// forgotten. Returns whether it went back.
    @discardableResult
    private func undoFailedLink() -> Bool {
        guard let link = opened else { return false }
        guard let top = navigator.top, top.id == link.screen else {
            opened = nil
            return false
        }
        guard let failure = top.module.loadFailure else {
            if !top.module.isWorking { opened = nil }
            return false
        }
        opened = nil
        do {
            try navigator.setStack(link.stack, ofTab: link.tab)
            try navigator.select(tab: link.tab)
        } catch {
            tell(ModuleFailure(error))
        }
        tell(ModuleFailure(failure.kind, "cannot open \(link.link): \(failure.message)"))
        return true
    }
}

/// Where a session was before it opened a link, and the screen the link opened.
private struct OpenedLink {
    let link: String
    let screen: ModuleID
    let tab: Int
    let stack: [any BuildContext]
}

/// How a step's action ended, as the wait for it records: whether it has, and its refusal.
@MainActor
private final class ActionEnd {
    var happened = false
    var refusal: ActionRefused?
}
