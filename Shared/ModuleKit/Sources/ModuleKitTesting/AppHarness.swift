import ModuleKit
import Testing

/// The third host: drives a whole composed app in the test's process — its real composition
/// root, listeners, navigator and router — with no process, socket or terminal. Each call is
/// one step of the app's `HostSession`, as a terminal's line or a browser's request is: open
/// a link, act on the screen shown with a typed action, go back or to a tab. Then the test says
/// what it expects: the link shown, whether it loads, and every failure, exhaustively — a failure
/// the test did not expect fails it at the next step, or when the harness finishes, as an event
/// does in ``ModuleHarness``.
///
/// Each step waits until no work is in flight (`HostSession.Pace.untilIdle`), so a run
/// repeats; a test of time holds its services (a gate in a fake) and drives the steps around it.
///
/// ```swift
/// try await AppHarness.run(navigator: navigator, router: root.router) { app in
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
    /// What the last step showed.
    public private(set) var shown: ShownScreens
    /// Failures shown and not expected yet.
    private var unsaid: [ModuleFailure] = []
    private var finished = false

    /// A harness of the app `navigator` shows, its links read by `router`: starts the navigator
    /// (its first tab; a navigator started already stays as it is) and waits until its first
    /// screen has loaded. Prefer ``run(navigator:router:sourceLocation:_:)``, which finishes it.
    public init(navigator: Navigator, router: DeeplinkRouter?) async throws {
        session = HostSession(navigator: navigator, router: router, pace: .untilIdle)
        try navigator.start()
        await navigator.modules.idle()
        shown = session.handleChange()
        unsaid = shown.failures
    }

    /// Makes a harness, runs `body` with it, then finishes it (``finish(sourceLocation:)``),
    /// whatever `body` does: the way to run one, so that every failure and leak is checked.
    public static func run(
        navigator: Navigator, router: DeeplinkRouter?, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (AppHarness) async throws -> Void
    ) async throws {
        let harness = try await AppHarness(navigator: navigator, router: router)
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
        shown = session.handleChange()
        unsaid = shown.failures
    }

    private func step(_ input: HostInput, sourceLocation: SourceLocation) async {
        expectEveryFailureSaid(sourceLocation: sourceLocation)
        shown = await session.step(input)
        unsaid = shown.failures
    }

    // MARK: Expectations

    /// Expects the screens shown to have `link`, and to be loading or not: what is shown now,
    /// as a host that draws on a change takes it (`HostSession.handleChange()`: its failures
    /// are to be said too).
    public func expectShown(
        _ link: String, loading: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        look()
        #expect(shown.link == link, "the link shown", sourceLocation: sourceLocation)
        #expect(shown.isLoading == loading, loading ? "loading" : "loaded", sourceLocation: sourceLocation)
    }

    /// Expects the failures shown since the last step (or the last expectation) to be of these
    /// kinds, in order; they are said then.
    public func expectFailures(
        _ kinds: [ModuleFailure.Kind], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        look()
        #expect(
            unsaid.map(\.kind) == kinds, "the failures shown: \(unsaid.map(\.message))",
            sourceLocation: sourceLocation)
        unsaid = []
    }

    /// Expects exactly these failures (kind and message), in order; they are said then.
    public func expectFailures(_ failures: [ModuleFailure], sourceLocation: SourceLocation = #_sourceLocation)
    {
        look()
        #expect(unsaid == failures, "the failures shown", sourceLocation: sourceLocation)
        unsaid = []
    }

    /// Waits until nothing a person asked is in flight, then checks that every failure shown
    /// was expected, closes every screen and checks that no module outlived its screen.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        guard !finished else { return }
        finished = true
        await session.navigator.modules.askedWorkEnded()
        expectEveryFailureSaid(sourceLocation: sourceLocation)
        session.navigator.closeAll()
        let leaks = await session.navigator.modules.idle()
        #expect(
            leaks.isEmpty, "modules alive after every screen closed: \(leaks)", sourceLocation: sourceLocation
        )
    }

    /// Takes what is shown now, as a host that draws on a change does, with the failures told
    /// since (what a person asked that failed after the last step, a link undone): to be said.
    private func look() {
        shown = session.handleChange()
        unsaid += shown.failures
    }

    private func expectEveryFailureSaid(sourceLocation: SourceLocation) {
        look()
        if !unsaid.isEmpty {
            Issue.record(
                "failures shown that the test did not expect: \(unsaid.map { "\($0.kind): \($0.message)" })",
                sourceLocation: sourceLocation)
        }
        unsaid = []
    }
}
