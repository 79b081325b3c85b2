import ModuleKitCore
import ModuleKitRecording
import Testing

/// The third host: drives a whole composed app in the test's process — its real composition
/// root, listeners, navigator and links — with no process, socket or terminal. Each call is
/// one step of the app's `HostSession`, as a terminal's line or a browser's request is: open
/// a link, act on the screen shown with a typed action, go back or to a tab. Then the test says
/// what it expects: the link shown, whether it loads, and every failure, exhaustively — a failure
/// the test did not expect fails it at the next step, or when the harness finishes, as an event
/// does in ``ModuleHarness``.
///
/// Each step waits until no work is in flight (`HostSession.Pace.untilIdle`), so a run
/// repeats; a test of time holds its services (a gate in a fake) and drives the steps around it.
/// No wait is silent: one that reaches ``limit`` fails the test, naming the screen shown and the
/// work still running, and the harness takes no step after it. ``ask(_:sourceLocation:)`` starts
/// what a person asks without waiting for it — to leave its screen while a held service keeps it
/// in flight — and ``settle(sourceLocation:)`` waits for it.
///
/// An event no listener handled fails the test too — a route the app forgot — unless the test
/// says it goes unhandled (``expectUnhandled(_:sourceLocation:)``). So does a screen shown whose
/// link does not open it again — no route opens it, or the route opens another screen — named
/// with its link, at the step that showed it: every link a person can see, copy or share is
/// proven by every test that shows it, with nothing to call.
///
/// ```swift
/// try await AppHarness.run(navigator: navigator) { app in
///     await app.open("mosaic://feed/post/p1")
///     await app.act(PostAction.like("p1"))
///     app.expectShown("mosaic://feed/post/p1")
///     await app.open("mosaic://feed/post/p999")
///     app.expectFailures([.notFound])  // undone: the post is still shown
///     app.expectShown("mosaic://feed/post/p1")
/// }
/// ```
@MainActor
public final class AppHarness {
    /// The session the harness steps.
    public let session: HostSession
    /// What the last step showed (the session's last result: the harness takes one as it starts).
    public var shown: ShownScreens { session.shown! }
    /// How long a wait may take before the test fails: a step's, the first screen's, the end's.
    /// A minute unless the test says otherwise: far past what a step takes on a slow machine or
    /// under a sanitizer, and still an end to a wait that would never end.
    public var limit: Duration = .seconds(60)
    /// Failures shown and not expected yet.
    private var unsaid: [ModuleFailure] = []
    /// The events no listener handled, and the module that emitted each, not expected yet.
    private var unhandled: [(module: String, event: String)] = []
    private var phase = Phase.running
    /// The work in flight, by module: what a wait that reaches the limit names.
    private let work: WorkInFlight
    /// The observation of the events no listener handled, while the harness lives.
    private var unhandledEvents: Subscription?
    /// The screens shown whose link was proven already, each with the context proven (once per
    /// context, however often it is shown: an `UpdatableModule` handed another is proven again).
    private var linksProven: [ModuleID: AnyHashable] = [:]

    /// Where a harness is.
    private enum Phase {
        /// Taking steps, each waiting until no work is in flight.
        case running
        /// Taking steps while what ``ask(_:sourceLocation:)`` started may still be in flight:
        /// each waits for its own action and the screen shown, not for that.
        case asked
        /// A wait reached the limit: no step is taken any more.
        case stopped
        /// Finished.
        case finished
    }

    /// A harness of the app `navigator` shows, with the links of its manager: starts the
    /// navigator (its first tab; a navigator started already stays as it is) and waits until its
    /// first screen has loaded. Prefer ``run(navigator:sourceLocation:_:)``, which finishes it.
    public init(navigator: Navigator) async throws {
        session = HostSession(navigator: navigator, pace: .untilIdle)
        work = WorkInFlight(navigator.modules)
        unhandledEvents = navigator.modules.observe([.unhandled]) { [weak self] record in
            self?.unhandled.append((record.module ?? "?", record.summary))
        }
        try navigator.start()
        await wait("the first screen", sourceLocation: #_sourceLocation) {
            await navigator.modules.reachIdlePoint()
        }
        unsaid = session.handleChange().failures
    }

    /// Makes a harness, runs `body` with it, then finishes it (``finish(sourceLocation:)``),
    /// whatever `body` does: the way to run one, so that every failure and leak is checked.
    public static func run(
        navigator: Navigator, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (AppHarness) async throws -> Void
    ) async throws {
        let harness = try await AppHarness(navigator: navigator)
        do {
            try await body(harness)
        } catch {
            await harness.finish(sourceLocation: sourceLocation)
            throw error
        }
        await harness.finish(sourceLocation: sourceLocation)
    }

    // MARK: Steps

    /// Opens `link`, as a browser's address bar or `open URL` does.
    public func open(_ link: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        await step(.open(link), sourceLocation: sourceLocation)
    }

    /// Opens `link`, or refreshes its screen when it is shown already, as a browser's reload
    /// does: what another session or process changed since shows.
    public func reload(_ link: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        await step(.reload(link), sourceLocation: sourceLocation)
    }

    /// Performs `action` on the screen shown (or the embedded screen that takes its type), as a
    /// tap or a typed command does. A screen that takes no such action fails the test.
    public func act(_ action: some ScreenAction, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let work = shown.topmost?.module?.work(for: action) else {
            Issue.record(
                "no screen shown takes \(type(of: action)).\(action)", sourceLocation: sourceLocation)
            return
        }
        await step(.act(work), sourceLocation: sourceLocation)
    }

    /// Performs `action` on the screen shown as ``act(_:sourceLocation:)`` does, but returns once
    /// it has started, without waiting for it: what a person asks and then leaves (a like saved
    /// while its service is slow). Until ``settle(sourceLocation:)``, each step waits for its own
    /// action and the screen it shows, not for this.
    public func ask(_ action: some ScreenAction, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let work = shown.topmost?.module?.work(for: action) else {
            Issue.record(
                "no screen shown takes \(type(of: action)).\(action)", sourceLocation: sourceLocation)
            return
        }
        guard phase == .running || phase == .asked else { return }
        phase = .asked
        await step(.act(work), waitingUpTo: .zero, sourceLocation: sourceLocation)
    }

    /// Waits until no work is in flight — what ``ask(_:sourceLocation:)`` started included — as
    /// every step does otherwise, and takes what is shown then, with what failed meanwhile.
    public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
        guard phase == .running || phase == .asked else { return }
        phase = .running
        await wait("what was asked", sourceLocation: sourceLocation) { [session] in
            await session.navigator.modules.reachIdlePoint()
        }
        look(sourceLocation: sourceLocation)
    }

    /// Performs the action `words` say (`ScreenAction.words`: `"like p1"` is `["like", "p1"]`)
    /// on the screen shown, as a web form or a script does: how an app's test acts without
    /// knowing a feature's types. A screen that reads no such action fails the test.
    public func act(words: [String], sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let work = shown.topmost?.module?.work(forWords: words) else {
            Issue.record("no screen shown reads the action \(words)", sourceLocation: sourceLocation)
            return
        }
        await step(.act(work), sourceLocation: sourceLocation)
    }

    /// Goes back one screen.
    public func back(sourceLocation: SourceLocation = #_sourceLocation) async {
        await step(.back, sourceLocation: sourceLocation)
    }

    /// Shows the tab named `name`.
    public func selectTab(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let index = session.navigator.tabIndex(named: name) else {
            Issue.record("the app has no tab '\(name)'", sourceLocation: sourceLocation)
            return
        }
        await step(.selectTab(index), sourceLocation: sourceLocation)
    }

    /// Replays `recording` (ModuleKit's `SessionReplay`): every step asked again, in order, each
    /// outcome compared with the recorded one — a person's session as a regression test. Each
    /// step that differs fails the test, naming it, its input and both outcomes; the failures the
    /// steps tell are the recording's to say, not the test's.
    public func replay(_ recording: SessionRecording, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        expectEveryFailureSaid(sourceLocation: sourceLocation)
        for difference in await SessionReplay(recording).run(on: session, every: true) {
            Issue.record("\(difference)", sourceLocation: sourceLocation)
        }
        unsaid = session.handleChange().failures
    }

    /// Takes `input` as a step of the session. While something asked may be in flight, the step
    /// waits for its own action and the screen it shows — up to `waitingUpTo` (the limit unless
    /// said), not for that.
    private func step(
        _ input: HostInput, waitingUpTo grace: Duration? = nil, sourceLocation: SourceLocation
    ) async {
        expectEveryFailureSaid(sourceLocation: sourceLocation)
        guard phase == .running || phase == .asked else { return }
        session.pace = phase == .asked ? .interactive : .untilIdle
        let defaultGrace = session.grace
        session.grace = grace ?? limit + .seconds(1)
        defer { session.grace = defaultGrace }
        await wait("the step \(Self.describe(input))", sourceLocation: sourceLocation) { [session] in
            _ = await session.step(input)
        }
        unsaid = shown.failures
        proveLinksShown(sourceLocation: sourceLocation)
    }

    /// `input` as a test reads it: `act(like p1)`, `open(mosaic://feed)`, `back`, `tab 2`.
    private static func describe(_ input: HostInput) -> String {
        switch input {
        case .act(let work): "act(\(work.words.joined(separator: " ")))"
        case .open(let link): "open(\(link))"
        case .reload(let link): "reload(\(link))"
        case .back: "back"
        case .selectTab(let index): "tab \(index + 1)"
        }
    }

    /// Waits for `work` (`what` it waits for), at most ``limit``: past it the test fails naming the
    /// screen shown and the work still running, the screens close (their own work stops; what a
    /// person asked goes on, and no one waits for it) and no step is taken any more.
    private func wait(
        _ what: String, sourceLocation: SourceLocation, _ work: @escaping @MainActor () async -> Void
    ) async {
        guard await within(limit, work) == nil else { return }
        let top = session.navigator.top.map { "\($0.id)" } ?? "no screen"
        let asked = session.navigator.modules.isAskedWorkIdle ? "" : ", what a person asked among it"
        Issue.record(
            """
            \(what) did not end within \(limit): the screen shown is \(top) \
            (\(session.shown?.link ?? "no link")), and work still runs on \(self.work.summary)\(asked) — \
            a service that never answers? (AppHarness.limit sets the limit)
            """, sourceLocation: sourceLocation)
        phase = .stopped
        session.navigator.closeAll()
    }

    // MARK: Expectations

    /// Expects the screens shown to have `link`, and to be loading or not: what is shown now,
    /// as a host that draws on a change takes it (`HostSession.handleChange()`: its failures
    /// are to be said too).
    public func expectShown(
        _ link: String, loading: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        look(sourceLocation: sourceLocation)
        #expect(shown.link == link, "the link shown", sourceLocation: sourceLocation)
        #expect(shown.isLoading == loading, loading ? "loading" : "loaded", sourceLocation: sourceLocation)
    }

    /// Expects the failures shown since the last step (or the last expectation) to be of these
    /// kinds, in order; they are said then.
    public func expectFailures(
        _ kinds: [ModuleFailure.Kind], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        look(sourceLocation: sourceLocation)
        #expect(
            unsaid.map(\.kind) == kinds, "the failures shown: \(unsaid.map(\.message))",
            sourceLocation: sourceLocation)
        unsaid = []
    }

    /// Expects exactly these failures (kind and message), in order; they are said then.
    public func expectFailures(_ failures: [ModuleFailure], sourceLocation: SourceLocation = #_sourceLocation)
    {
        look(sourceLocation: sourceLocation)
        #expect(unsaid == failures, "the failures shown", sourceLocation: sourceLocation)
        unsaid = []
    }

    /// Waits until nothing a person asked is in flight, then checks that every failure shown and
    /// every unhandled event was expected, closes every screen and checks that no module outlived
    /// its screen. After a wait that reached the limit, it only closes the screens.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        guard phase != .finished else { return }
        if phase != .stopped {
            await wait("what was asked", sourceLocation: sourceLocation) { [session] in
                await session.navigator.modules.askedWorkEnded()
            }
        }
        let stopped = phase == .stopped
        phase = .finished
        if !stopped { expectEveryFailureSaid(sourceLocation: sourceLocation) }
        unhandledEvents = nil
        session.navigator.closeAll()
        guard !stopped,
            let leaks = await within(limit, { [session] in await session.navigator.modules.reachIdlePoint() })
        else { return }
        #expect(
            leaks.isEmpty, "modules alive after every screen closed: \(leaks)", sourceLocation: sourceLocation
        )
    }

    /// Expects the events that reached no listener since the last step (or the last expectation)
    /// to be these, in order, each as it describes itself (`waved`, `notificationChanged(likes,
    /// false)`): an event the app leaves unhandled on purpose. They are said then.
    public func expectUnhandled(_ events: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            unhandled.map(\.event) == events,
            "the events no listener handled: \(unhandled.map { "\($0.event) (from \($0.module))" })",
            sourceLocation: sourceLocation)
        unhandled = []
    }

    /// Takes what is shown now, as a host that draws on a change does, with the failures told
    /// since (what a person asked that failed after the last step, a link undone): to be said;
    /// and proves the links of the screens it shows.
    private func look(sourceLocation: SourceLocation) {
        unsaid += session.handleChange().failures
        proveLinksShown(sourceLocation: sourceLocation)
    }

    /// Fails the test for each screen shown, not proven yet, whose link does not open it again:
    /// no route opens the link, or the route opens another screen (or the same one with other
    /// values). A screen with no link (a context without `deeplinkSegments`) has nothing to prove.
    private func proveLinksShown(sourceLocation: SourceLocation) {
        guard let links = session.navigator.modules.links, let screens = session.shown?.screens else {
            return
        }
        for screen in screens {
            guard let context = screen.module?.context, linksProven[screen.id] != AnyHashable(context) else {
                continue
            }
            linksProven[screen.id] = AnyHashable(context)
            if let problem = linkProblem(of: context, screen: "\(screen.id)", links: links) {
                Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
            }
        }
    }

    /// Fails the test for each failure shown and each event no listener handled that it did not
    /// expect.
    private func expectEveryFailureSaid(sourceLocation: SourceLocation) {
        look(sourceLocation: sourceLocation)
        if !unsaid.isEmpty {
            Issue.record(
                "failures shown that the test did not expect: \(unsaid.map { "\($0.kind): \($0.message)" })",
                sourceLocation: sourceLocation)
        }
        unsaid = []
        for (module, event) in unhandled {
            Issue.record(
                """
                \(module) emitted \(event), and no listener handled it: route it in the app's listeners, or \
                say the test expects it (app.expectUnhandled([\(String(reflecting: event))]))
                """, sourceLocation: sourceLocation)
        }
        unhandled = []
    }
}
