import Foundation
import Testing

@testable import ModuleKitCore

/// A session as one value (SessionState), without a session: what an input does against what
/// is shown, when screens put on top are undone and where to, what the host is told and how
/// often — events in, effects out; and, through a session, that a step computes the link of the
/// screens shown once per stack.
@MainActor
@Suite struct SessionStateTests {
    typealias Showing = SessionState.Showing

    /// What a session shows as a step begins: `link`, its screen on top loaded (unless said), two tabs.
    func showing(_ link: String? = "notes://note/home", loading: Bool? = false) -> Showing {
        Showing(link: link, topHasOwnWork: loading, tabCount: 2, hasLinks: true)
    }

    /// The one effect of `input` on a fresh state (or `state`), read against `showing`.
    func effect(
        of input: HostInput, _ showing: Showing, in state: SessionState = SessionState()
    ) -> SessionState.Effect? {
        var state = state
        let effects = state.reduce(
            .asked(input, showing: showing, place: Place(tabs: [], presented: [], selectedTab: 0)))
        return effects.count == 1 ? effects[0] : nil
    }

    // MARK: Asked

    @Test func aLinkShownAlreadyChangesNothingAndAnotherIsOpened() {
        guard case .wait = effect(of: .open("notes://note/home"), showing()) else {
            Issue.record("the link shown was opened again")
            return
        }
        guard
            case .open("notes://note/home/note/n1") = effect(
                of: .open("notes://note/home/note/n1"), showing())
        else {
            Issue.record("a link not shown was not opened")
            return
        }
    }

    @Test func aReloadOfTheLinkShownRefreshesItsScreenUnlessItLoadsNowOrWasNotShownYet() throws {
        let given = try givenState()
        guard case .refresh = effect(of: .reload("notes://note/home"), showing(), in: given.state) else {
            Issue.record("a page asked for again was not refreshed")
            return
        }
        guard case .wait = effect(of: .reload("notes://note/home"), showing(loading: true), in: given.state)
        else {
            Issue.record("a screen loading now was refreshed again")
            return
        }
        guard case .wait = effect(of: .reload("notes://note/home"), showing()) else {
            Issue.record("the session's first screens, never shown to the host, were loaded again")
            return
        }
        var redirected = given.state
        _ = redirected.reduce(.notShown(given.shown))
        guard case .wait = effect(of: .reload("notes://note/home"), showing(), in: redirected) else {
            Issue.record("screens the host showed later (a form's redirect) were loaded again")
            return
        }
        guard case .open("notes://note/other") = effect(of: .reload("notes://note/other"), showing()) else {
            Issue.record("a reload of a link not shown did not open it")
            return
        }
        withExtendedLifetime(given.navigator) {}
    }

    @Test func inputThatNamesNothingShownIsRefusedWithItsKindAndToldWithTheNextResult() throws {
        let empty = showing(nil, loading: nil)
        expectRefusal(.act(ScreenWork("star") {}), empty, ModuleFailure(.refused, "nothing is shown"))
        guard case .start(let work) = effect(of: .act(ScreenWork("star") {}), showing()), work.name == "star"
        else {
            Issue.record("an action on the screen shown was not started")
            return
        }
        expectRefusal(.selectTab(2), showing(), ModuleFailure(.notFound, "no tab 3: the app has 2"))
        expectRefusal(.selectTab(-1), showing(), ModuleFailure(.notFound, "no tab 0: the app has 2"))
        var noLinks = showing(nil)
        noLinks.hasLinks = false
        expectRefusal(
            .open("notes://note/home"), noLinks, ModuleFailure(.notFound, "this session has no links"))
        guard case .select(tab: 1, closingPresented: false) = effect(of: .selectTab(1), showing()) else {
            Issue.record("a tab that exists was not selected")
            return
        }
    }

    /// `input` is refused against `showing`: the step settles at once, and the next result tells
    /// `expected`.
    func expectRefusal(
        _ input: HostInput, _ showing: Showing, _ expected: ModuleFailure,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var state = SessionState()
        let effects = state.reduce(
            .asked(input, showing: showing, place: Place(tabs: [], presented: [], selectedTab: 0)))
        guard effects.count == 1, case .settleRefused = effects[0] else {
            Issue.record("not refused: \(effects)", sourceLocation: sourceLocation)
            return
        }
        #expect(state.untold == [expected], sourceLocation: sourceLocation)
    }

    // MARK: Settled

    /// Screens of a started app of notes, to show in results (ids are all a result compares).
    func screens() throws -> (home: ShownScreen, note: ShownScreen, other: ShownScreen, navigator: Navigator)
    {
        let navigator = try MemosApp.make(Notebook(["home": "hello"]))
        try navigator.start()
        let module = try #require(navigator.top?.module)
        return (
            ShownScreen(id: ModuleID(name: "Memo", serial: 1), module: module),
            ShownScreen(id: ModuleID(name: "Memo", serial: 2), module: module),
            ShownScreen(id: ModuleID(name: "Memo", serial: 3), module: module), navigator
        )
    }

    /// A state that gave the host its first result, the home note; and that result.
    func givenState() throws -> (state: SessionState, shown: ShownScreens, navigator: Navigator) {
        let (home, _, _, navigator) = try screens()
        var state = SessionState()
        let effects = state.reduce(.settled(shown([home], link: "notes://note/home"), place: place([home])))
        guard case .give(let given) = effects.last else { throw CancellationError() }
        return (state, given, navigator)
    }

    /// A result showing `screens` (the last on top), loading or not, with its load failure.
    func shown(
        _ screens: [ShownScreen], link: String? = nil, loading: Bool = false, failure: ModuleFailure? = nil
    ) -> ShownScreens {
        ShownScreens(
            screens: screens, link: link, selectedTab: 0, isPresented: false, isLoading: loading,
            loadFailure: failure, failures: [], notRefused: true)
    }

    /// The place of one tab showing `screens`, root first, each loaded but those of `loading`
    /// and those of `failed`.
    func place(
        _ screens: [ShownScreen], loading: Set<ModuleID> = [], failed: [ModuleID: ModuleFailure] = [:]
    ) -> Place {
        Place(
            tabs: [
                screens.map { screen in
                    Place.Screen(
                        id: screen.id, context: MemoContext(id: "\(screen.id)", routingContext: "notes"),
                        isLoading: loading.contains(screen.id), loadFailure: failed[screen.id])
                }, [],
            ], presented: [], selectedTab: 0)
    }

    /// What `effects` give the host, or `nil` when they go back: a result, after the screens
    /// left are closed or not (``closesLeftScreens(_:)`` says which).
    func given(_ effects: [SessionState.Effect]) -> ShownScreens? {
        guard case .give(let shown) = effects.last, effects.count <= 2 else { return nil }
        if effects.count == 2, case .closeLeftScreens = effects[0] {
        } else if effects.count == 2 {
            return nil
        }
        return shown
    }

    /// Whether `effects` close the screens the person left before they give their result.
    func closesLeftScreens(_ effects: [SessionState.Effect]) -> Bool {
        guard effects.count == 2, case .closeLeftScreens = effects[0], case .give = effects[1] else {
            return false
        }
        return true
    }

    /// Where `effects` go back to, or `nil` when they give a result.
    func restored(_ effects: [SessionState.Effect]) -> Place? {
        guard effects.count == 1, case .restore(let place) = effects[0] else { return nil }
        return place
    }

    @Test func screensPutOnTopAreKeptWhileTheyLoadAndForgottenOnceTheyLoaded() throws {
        let (home, note, _, navigator) = try screens()
        var state = SessionState()
        _ = state.reduce(.settled(shown([home]), place: place([home])))
        _ = state.reduce(.asked(.open("notes://note/home/note/n1"), showing: showing(), place: place([home])))
        let loading = state.reduce(
            .settled(shown([home, note], loading: true), place: place([home, note], loading: [note.id])))
        #expect(given(loading)?.failures == [])
        #expect(state.opening?.link == "notes://note/home/note/n1", "forgotten while its screen still loads")
        #expect(
            given(state.reduce(.settled(shown([home, note]), place: place([home, note]))))?.failures == [])
        #expect(state.opening == nil, "kept after its screen loaded")
        withExtendedLifetime(navigator) {}
    }

    /// The screens a step's navigation removed wait, not closed, while what it put on top loads
    /// — a way back puts them back, the same modules — and close with the first result after.
    @Test func theScreensLeftCloseOnceWhatWasPutOnTopLoadedOrWasUndone() throws {
        let (home, note, other, navigator) = try screens()
        var state = SessionState()
        #expect(closesLeftScreens(state.reduce(.settled(shown([home]), place: place([home])))))
        _ = state.reduce(.asked(.open("notes://note/home/note/n1"), showing: showing(), place: place([home])))
        let loading = state.reduce(
            .settled(shown([home, note], loading: true), place: place([home, note], loading: [note.id])))
        #expect(given(loading) != nil && !closesLeftScreens(loading), "kept while the note loads")
        #expect(
            closesLeftScreens(state.reduce(.settled(shown([home, note]), place: place([home, note])))),
            "closed once it loaded")

        _ = state.reduce(
            .asked(.open("notes://note/home/note/n9"), showing: showing(), place: place([home, note])))
        let failure = ModuleFailure(.notFound, "note n9 not found")
        let failed = state.reduce(
            .settled(
                shown([home, note, other], failure: failure),
                place: place([home, note, other], failed: [other.id: failure])))
        #expect(restored(failed) != nil && !closesLeftScreens(failed), "undone: what it left is put back")
        #expect(
            closesLeftScreens(state.reduce(.settled(shown([home, note]), place: place([home, note])))),
            "then closed")
        withExtendedLifetime(navigator) {}
    }

    @Test func screensPutOnTopThatWereLeftAreForgottenAndTheScreenShownTellsItsOwnFailure() throws {
        let (home, note, _, navigator) = try screens()
        var state = SessionState()
        _ = state.reduce(.settled(shown([home]), place: place([home])))
        _ = state.reduce(
            .settled(shown([home, note], loading: true), place: place([home, note], loading: [note.id])))
        let failure = ModuleFailure(.notFound, "note home not found")
        #expect(
            given(
                state.reduce(
                    .settled(
                        shown([home], failure: failure), place: place([home], failed: [home.id: failure]))))?
                .failures == [failure])
        #expect(state.opening == nil)
        withExtendedLifetime(navigator) {}
    }

    @Test func screensPutOnTopOfWhichOneCouldNotLoadGoBackOnceTheFailureToldWithTheNextResult() throws {
        let (home, note, other, navigator) = try screens()
        var state = SessionState()
        let before = place([home])
        _ = state.reduce(.settled(shown([home]), place: before))
        _ = state.reduce(
            .asked(.open("notes://note/home/note/n9/note/n1"), showing: showing(), place: before))
        // The top one loaded; the one beneath it could not.
        let failure = ModuleFailure(.notFound, "note n9 not found")
        let back = restored(
            state.reduce(
                .settled(
                    shown([home, note, other]), place: place([home, note, other], failed: [note.id: failure]))
            ))
        #expect(back?.tabs[0].map(\.id) == [home.id], "back where the person was")
        #expect(
            given(state.reduce(.settled(shown([home]), place: before)))?.failures == [
                ModuleFailure(.notFound, "cannot open notes://note/home/note/n9/note/n1: note n9 not found")
            ], "told once, the screen's own failure not again")
        withExtendedLifetime(navigator) {}
    }

    @Test func aPushedScreenThatCouldNotLoadGoesBackAsALinkDoesNamedByTheLinkItShowed() throws {
        let (home, note, _, navigator) = try screens()
        var state = SessionState()
        _ = state.reduce(.settled(shown([home]), place: place([home])))
        let failure = ModuleFailure(.unavailable, "the notebook is away")
        let failing = shown([home, note], link: "notes://note/home/note/n2", failure: failure)
        #expect(
            restored(state.reduce(.settled(failing, place: place([home, note], failed: [note.id: failure]))))
                != nil)
        #expect(
            given(state.reduce(.settled(shown([home]), place: place([home]))))?.failures == [
                ModuleFailure(.unavailable, "cannot open notes://note/home/note/n2: the notebook is away")
            ])
        let unlinked = shown([home, note], failure: failure)
        #expect(
            restored(
                state.reduce(.settled(unlinked, place: place([home, note], failed: [note.id: failure]))))
                != nil)
        #expect(
            given(state.reduce(.settled(shown([home]), place: place([home]))))?.failures == [
                ModuleFailure(.unavailable, "cannot open the screen: the notebook is away")
            ])
        withExtendedLifetime(navigator) {}
    }

    @Test func aScreensLoadFailureIsToldOnceAfterTheOthersAndEachFailureOnce() throws {
        let (home, note, _, navigator) = try screens()
        let failure = ModuleFailure(.unavailable, "the notebook is away")
        var state = SessionState()
        let refused = ModuleFailure(.refused, "read-only")
        _ = state.reduce(.failed(refused))
        let homeFailing = place([home], failed: [home.id: failure])
        #expect(
            given(state.reduce(.settled(shown([home], failure: failure), place: homeFailing)))?.failures == [
                refused, failure,
            ])
        #expect(
            given(state.reduce(.settled(shown([home], failure: failure), place: homeFailing)))?.failures
                == [], "told twice")
        // Another tab's root, built as the tab is first shown: no screen put on top, its own
        // failure told.
        var otherTab = homeFailing
        otherTab.tabs[1] = place([note], failed: [note.id: failure]).tabs[0]
        otherTab.selectedTab = 1
        #expect(
            given(state.reduce(.settled(shown([note], failure: failure), place: otherTab)))?.failures == [
                failure
            ],
            "another screen's failure not told")
        #expect(state.shown?.topmost?.id == note.id)
        withExtendedLifetime(navigator) {}
    }

    @Test func aFailureOfAResultTheHostShowedLaterIsToldWithTheNextOne() throws {
        var (state, given, navigator) = try givenState()
        let refused = ModuleFailure(.refused, "read-only")
        let told = given.telling([refused])
        _ = state.reduce(.notShown(told))
        #expect(state.untold == [refused])
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
