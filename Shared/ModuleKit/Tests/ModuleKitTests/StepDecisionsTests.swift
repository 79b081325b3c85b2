import Foundation
import Testing

@testable import ModuleKitCore

/// A step's decisions as a value (StepDecisions), without a step: what an input does against
/// what is shown, when an opened link is undone, what the host is told and how often; and,
/// through a session, that a step computes the link of the screens shown once per stack.
@MainActor
@Suite struct StepDecisionsTests {
    typealias Showing = StepDecisions.Showing

    /// What a session shows as a step begins: `link`, its screen on top loaded (unless said), two tabs.
    func showing(_ link: String? = "notes://note/home", loading: Bool? = false) -> Showing {
        Showing(link: link, topHasOwnWork: loading, tabCount: 2, hasLinks: true)
    }

    // MARK: Begin

    @Test func aLinkShownAlreadyChangesNothingAndAnotherIsOpened() {
        let decisions = StepDecisions()
        guard case .nothing = decisions.begin(.open("notes://note/home"), showing: showing()) else {
            Issue.record("the link shown was opened again")
            return
        }
        guard
            case .open("notes://note/home/note/n1") = decisions.begin(
                .open("notes://note/home/note/n1"), showing: showing())
        else {
            Issue.record("a link not shown was not opened")
            return
        }
    }

    @Test func aReloadOfTheLinkShownRefreshesItsScreenUnlessItLoadsNow() {
        let decisions = StepDecisions()
        guard case .refresh = decisions.begin(.reload("notes://note/home"), showing: showing()) else {
            Issue.record("a page asked for again was not refreshed")
            return
        }
        guard case .nothing = decisions.begin(.reload("notes://note/home"), showing: showing(loading: true))
        else {
            Issue.record("a screen loading now was refreshed again")
            return
        }
        guard
            case .open("notes://note/other") = decisions.begin(
                .reload("notes://note/other"), showing: showing())
        else {
            Issue.record("a reload of a link not shown did not open it")
            return
        }
    }

    @Test func inputThatNamesNothingShownIsRefusedWithItsKind() {
        let decisions = StepDecisions()
        let empty = showing(nil, loading: nil)
        expectRefusal(
            decisions.begin(.act(ScreenWork("star") {}), showing: empty),
            ModuleFailure(.refused, "nothing is shown"))
        guard case .start(let work) = decisions.begin(.act(ScreenWork("star") {}), showing: showing()),
            work.name == "star"
        else {
            Issue.record("an action on the screen shown was not started")
            return
        }
        expectRefusal(
            decisions.begin(.selectTab(2), showing: showing()),
            ModuleFailure(.notFound, "no tab 3: the app has 2"))
        expectRefusal(
            decisions.begin(.selectTab(-1), showing: showing()),
            ModuleFailure(.notFound, "no tab 0: the app has 2"))
        var noLinks = showing(nil)
        noLinks.hasLinks = false
        expectRefusal(
            decisions.begin(.open("notes://note/home"), showing: noLinks),
            ModuleFailure(.notFound, "this session has no links"))
        guard case .select(tab: 1) = decisions.begin(.selectTab(1), showing: showing()) else {
            Issue.record("a tab that exists was not selected")
            return
        }
    }

    func expectRefusal(
        _ command: StepDecisions.Command, _ expected: ModuleFailure,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .refuse(let failure) = command else {
            Issue.record("not refused: \(command)", sourceLocation: sourceLocation)
            return
        }
        #expect(failure == expected, sourceLocation: sourceLocation)
    }

    // MARK: End

    /// A screen of a started app of notes, to show in results (ids are all a result compares).
    func screens() throws -> (home: ShownScreen, note: ShownScreen, navigator: Navigator) {
        let navigator = try MemosApp.make(Notebook(["home": "hello"]))
        try navigator.start()
        let module = try #require(navigator.top?.module)
        return (
            ShownScreen(id: ModuleID(name: "Memo", serial: 1), module: module),
            ShownScreen(id: ModuleID(name: "Memo", serial: 2), module: module), navigator
        )
    }

    /// A result showing `screen`, loading or not, with its load failure.
    func shown(_ screen: ShownScreen, loading: Bool = false, failure: ModuleFailure? = nil) -> ShownScreens {
        ShownScreens(
            screens: [screen], link: nil, selectedTab: 0, isPresented: false, isLoading: loading,
            loadFailure: failure,
            failures: [],
            notRefused: true)
    }

    /// The result `ending` gives, or `nil` when it undoes a link.
    func given(_ ending: StepDecisions.Ending) -> ShownScreens? {
        guard case .give(let shown) = ending else { return nil }
        return shown
    }

    func opened(_ link: String?, on screen: ShownScreen) -> Arrival {
        Arrival(screens: [screen.id], link: link, undo: .close([screen.id]))
    }

    @Test func anOpenedLinkIsKeptWhileItsScreenLoadsAndForgottenOnceItLoaded() throws {
        let (_, note, navigator) = try screens()
        var decisions = StepDecisions()
        let arrived = opened("notes://note/home/note/n1", on: note)
        #expect(given(decisions.end(shown(note, loading: true), arrived: arrived))?.failures == [])
        #expect(decisions.arrival != nil, "forgotten while its screen still loads")
        #expect(given(decisions.end(shown(note)))?.failures == [])
        #expect(decisions.arrival == nil, "kept after its screen loaded")
        withExtendedLifetime(navigator) {}
    }

    @Test func anOpenedLinkWhoseScreenWasLeftIsForgottenAndTheScreenShownTellsItsOwnFailure() throws {
        let (home, note, navigator) = try screens()
        var decisions = StepDecisions()
        let arrived = opened("notes://note/home/note/n1", on: note)
        _ = decisions.end(shown(note, loading: true), arrived: arrived)
        let failure = ModuleFailure(.notFound, "note home not found")
        #expect(given(decisions.end(shown(home, failure: failure)))?.failures == [failure])
        #expect(decisions.arrival == nil)
        withExtendedLifetime(navigator) {}
    }

    @Test func anOpenedLinkWhoseScreenCouldNotLoadIsUndoneOnceItsFailureToldWithTheNextResult() throws {
        let (home, note, navigator) = try screens()
        var decisions = StepDecisions()
        let arrived = opened("notes://note/home/note/n9", on: note)
        let failure = ModuleFailure(.notFound, "note n9 not found")
        guard case .undo(let undone) = decisions.end(shown(note, failure: failure), arrived: arrived) else {
            Issue.record("a link whose screen could not load was not undone")
            return
        }
        #expect(undone.link == "notes://note/home/note/n9")
        #expect(
            given(decisions.end(shown(home)))?.failures == [
                ModuleFailure(.notFound, "cannot open notes://note/home/note/n9: note n9 not found")
            ], "the undone link told once, its screen's own failure not again")
        withExtendedLifetime(navigator) {}
    }

    @Test func aPushedScreenThatCouldNotLoadIsUndoneAsALinkIsNamedByTheLinkItShowed() throws {
        let (home, note, navigator) = try screens()
        var decisions = StepDecisions()
        let failure = ModuleFailure(.unavailable, "the notebook is away")
        let failing = ShownScreens(
            screens: [home, note], link: "notes://note/home/note/n2", selectedTab: 0, isPresented: false,
            isLoading: false, loadFailure: failure, failures: [], notRefused: true)
        guard case .undo = decisions.end(failing, arrived: opened(nil, on: note)) else {
            Issue.record("a pushed screen that could not load was not undone")
            return
        }
        #expect(
            given(decisions.end(shown(home)))?.failures == [
                ModuleFailure(.unavailable, "cannot open notes://note/home/note/n2: the notebook is away")
            ])
        let unlinked = opened(nil, on: note)
        guard case .undo = decisions.end(shown(note, failure: failure), arrived: unlinked) else {
            Issue.record("a screen without a link is undone too")
            return
        }
        #expect(
            given(decisions.end(shown(home)))?.failures == [
                ModuleFailure(.unavailable, "cannot open the screen: the notebook is away")
            ])
        withExtendedLifetime(navigator) {}
    }

    @Test func aScreensLoadFailureIsToldOnceAfterTheOthersAndEachFailureOnce() throws {
        let (home, note, navigator) = try screens()
        let failure = ModuleFailure(.unavailable, "the notebook is away")
        var decisions = StepDecisions()
        let refused = ModuleFailure(.refused, "read-only")
        decisions.tell(refused)
        #expect(given(decisions.end(shown(home, failure: failure)))?.failures == [refused, failure])
        #expect(given(decisions.end(shown(home, failure: failure)))?.failures == [], "told twice")
        #expect(
            given(decisions.end(shown(note, failure: failure)))?.failures == [failure],
            "another screen's failure not told")
        #expect(decisions.shown?.topmost?.id == note.id)
        withExtendedLifetime(navigator) {}
    }

    // MARK: Through a session

    @Test func aPostedFormsThreeStepsComputeNoLinkWhileTheScreensShownStayTheSame() async throws {
        let reads = LinkReads()
        let notebook = Notebook(["home": "hello", "n1": "first"])
        let modules = ModuleManager()
        try modules.register(
            ModuleBuilder<CountedMemoContext>(name: "Memo") { context, events in
                MemoPresenter(id: context.id, notebook: notebook, events: events)
            } view: { _ in
                MemoView()
            })
        var links = Deeplinks(scheme: "notes")
        try links.register("note/{id}") { parameters, routing in
            CountedMemoContext(id: parameters["id"], routingContext: routing, reads: reads)
        }
        modules.links = links
        let navigator = Navigator(
            modules: modules,
            tabs: [
                Tab(
                    name: "notes", root: CountedMemoContext(id: "home", routingContext: "notes", reads: reads)
                )
            ])
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        let first = await session.step(.open("notes://note/home/note/n1"))
        #expect(first.link == "notes://note/home/note/n1" && first.notRefused)
        let before = reads.count
        // A browser's post: the page's link, its action, the redirect's reload.
        _ = await session.step(.open("notes://note/home/note/n1"))
        let work = try #require(first.topmost?.module?.work(forWords: ["star"]))
        _ = await session.step(.act(work))
        let last = await session.step(.reload("notes://note/home/note/n1"))
        #expect(last.link == "notes://note/home/note/n1" && last.notRefused && notebook.starred == ["n1"])
        #expect(reads.count == before, "the link of the same screens was computed again")
        _ = await session.step(.back)
        #expect(session.shown?.link == "notes://note/home")
        #expect(reads.count > before, "a new stack's link was not computed")
    }
}

/// A note's context that counts how often its link is read.
struct CountedMemoContext: BuildContext {
    typealias Event = MemoEvent
    var id: String
    var routingContext: RoutingContext
    let reads: LinkReads
    var deeplinkSegments: [String]? {
        reads.add()
        return ["note", id]
    }

    /// The same note in the same place, whoever counts its reads.
    static func == (left: Self, right: Self) -> Bool {
        left.id == right.id && left.routingContext == right.routingContext
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

/// How often a link was read (contexts are read off the main actor too).
final class LinkReads: @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0

    func add() { lock.withLock { reads += 1 } }

    var count: Int { lock.withLock { reads } }
}
