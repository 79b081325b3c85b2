import ModuleKitTesting
import Testing

@testable import ModuleKitCore

/// The step every host calls (HostSession), through the third host (AppHarness) and directly:
/// lanes, settling, the link shown, failures typed and told once, a link undone.
@MainActor
@Suite struct HostSessionTests {
    let notebook = Notebook(["home": "hello", "other": "elsewhere", "n1": "first", "n2": "second"])

    /// A person's session of `navigator`, started and idle, that shows a load loading at once.
    func interactiveSession(_ navigator: Navigator) async throws -> HostSession {
        let session = HostSession(navigator: navigator, pace: .interactive)
        session.grace = .milliseconds(1)
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        return session
    }

    @Test func aStepOpensALinkAndShowsItsScreensLoadedWithTheirLink() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            app.expectShown("notes://note/home")
            await app.open("notes://note/home/note/n1")
            app.expectShown("notes://note/home/note/n1")
            #expect(app.shown.screens.count == 2 && app.shown.notRefused && app.shown.failures.isEmpty)
            await app.back()
            app.expectShown("notes://note/home")
            await app.selectTab("other")
            app.expectShown("notes://note/other")
        }
    }

    @Test func aLinkNoRouteTakesIsNotFoundAndNothingChanged() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://nowhere")
            #expect(!app.shown.notRefused)
            app.expectFailures([.notFound])
            app.expectShown("notes://note/home")
        }
    }

    @Test func aLinkWhoseScreenCannotLoadIsUndoneAndToldOnceAsNotFound() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1")
            await app.open("notes://note/home/note/n9")
            #expect(!app.shown.notRefused)
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open notes://note/home/note/n9: note n9 not found")
            ])
            app.expectShown("notes://note/home/note/n1")
            await app.back()
            app.expectShown("notes://note/home")
        }
    }

    /// All or nothing includes what is presented: a link that would have shown a tab's stack in
    /// place of a presented screen, but cannot load, leaves that screen presented.
    @Test func aRefusedLinkLeavesAPresentedScreenAsItWas() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1")
            try navigator.present(MemoContext(id: "n2", routingContext: "notes.note"))
            await app.settle()
            app.expectShown("notes://note/n2")
            let (presented, stacked) = (navigator.visibleStack.map(\.id), navigator.stack(ofTab: 0).map(\.id))
            await app.open("notes://note/home/note/n9")
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open notes://note/home/note/n9: note n9 not found")
            ])
            app.expectShown("notes://note/n2")
            #expect(app.shown.isPresented, "the presented screen was dismissed")
            #expect(navigator.visibleStack.map(\.id) == presented, "the same screen, not one built again")
            #expect(navigator.stack(ofTab: 0).map(\.id) == stacked, "the tab's screens, the same modules")
            await app.back()
            app.expectShown("notes://note/home/note/n1")
        }
    }

    /// The way back of a refused link puts back the screens it replaced, what they hold with
    /// them: a note starred stays starred, not a new screen of it loaded again.
    @Test func aRefusedLinkPutsBackTheScreenItReplacedWithWhatItHeld() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1")
            await app.act(MemoAction.star)
            await app.open("notes://note/home/note/n9")
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open notes://note/home/note/n9: note n9 not found")
            ])
            app.expectShown("notes://note/home/note/n1")
            let memo = try #require(
                navigator.top?.module as? PresentedModule<MemoContext, MemoPresenter, MemoView>)
            #expect(memo.presenter.store.state.starred, "the note as it was, starred")
        }
    }

    /// A refused link into a tab not shown yet leaves that tab as it was: not built.
    @Test func aRefusedLinkIntoATabNotShownYetBuildsNothingThere() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/other/note/n9")
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open notes://note/other/note/n9: note n9 not found")
            ])
            app.expectShown("notes://note/home")
            #expect(navigator.stack(ofTab: 1).isEmpty, "the other tab was built by a link that did not open")
        }
    }

    /// Every screen a link puts on top must load, not only the last: a link through a note that
    /// does not exist is refused whole.
    @Test func aLinkWhoseMiddleScreenCannotLoadIsUndoneAsOneWhoseTopCannot() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n9/note/n1")
            #expect(!app.shown.notRefused)
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open notes://note/home/note/n9/note/n1: note n9 not found")
            ])
            app.expectShown("notes://note/home")
        }
    }

    /// The same guarantee however the screen came: a listener's push is undone as a link is.
    @Test func aScreenAListenerPushedThatCannotLoadIsUndoneAndToldOnceAsALinksIs() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1")
            await app.act(MemoAction.open("n9"))
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open notes://note/home/note/n1/note/n9: note n9 not found")
            ])
            app.expectShown("notes://note/home/note/n1")
            await app.act(MemoAction.open("n2"))
            app.expectShown("notes://note/home/note/n1/note/n2")
            await app.back()
            app.expectShown("notes://note/home/note/n1")
            await app.back()
            app.expectShown("notes://note/home")
        }
    }

    /// A listener's navigation that cannot be made is thrown, and told once by the host: no
    /// session to hand it to.
    @Test func whatAListenerThrowsIsToldOnceWithTheNextResultAsEveryFailure() async throws {
        let navigator = try MemosApp.make(notebook, routed: false)
        navigator.modules.listen(to: MemoEvent.self) { event, _ in
            guard case .open(let id) = event else { return .ignored }
            throw ActionRefused("no room for \(id)")
        }
        try await AppHarness.run(navigator: navigator) { app in
            await app.act(MemoAction.open("n2"))
            app.expectFailures([ModuleFailure(.refused, "no room for n2")])
            app.expectShown("notes://note/home")
            await app.selectTab("other")
            app.expectFailures([ModuleFailure]())
        }
    }

    @Test func whatListenersThrowWithNoHostLookingIsKeptToTheLastFew() async throws {
        let navigator = try MemosApp.make(notebook, routed: false)
        var heard = 0
        navigator.modules.listen(to: MemoEvent.self) { _, _ in
            heard += 1
            throw ActionRefused("refused \(heard)")
        }
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        try navigator.start()
        let top = try #require(navigator.top?.module)
        let work = try #require(top.work(for: MemoAction.open("n2")))
        let count = 70
        for _ in 0..<count { _ = await work.start(on: top.work).value }
        let told = session.handleChange().failures.map(\.message)
        #expect(told.count == 64 && told.last == "refused \(count)", "the last 64")
        #expect(session.handleChange().failures.isEmpty, "each told once")
    }

    @Test func aSlowPushThatFailsAfterTheGraceIsUndoneWhenTheHostNextLooksAndOnlyThen() async throws {
        let navigator = try MemosApp.make(notebook)
        let session = try await interactiveSession(navigator)
        notebook.hold()
        let work = try #require(navigator.top?.module.work(for: MemoAction.open("n9")))
        let loading = await session.step(.act(work))
        #expect(loading.isLoading && loading.link == "notes://note/home/note/n9")
        notebook.release()
        await navigator.modules.reachIdlePoint()
        let undone = session.handleChange()
        #expect(
            undone.failures.map(\.message) == ["cannot open notes://note/home/note/n9: note n9 not found"])
        #expect(undone.link == "notes://note/home", "back where it was")
        #expect(session.handleChange().failures.isEmpty, "told once")
        // A screen that loaded and fails later (a refresh) is its own failure: it stays.
        _ = await session.step(.act(try #require(navigator.top?.module.work(for: MemoAction.open("n1")))))
        // Loaded before the note goes, however busy the machine (the grace is 1 ms).
        await navigator.modules.reachIdlePoint()
        #expect(session.handleChange().link == "notes://note/home/note/n1")
        notebook.notes["n1"] = nil
        _ = await session.step(.reload("notes://note/home/note/n1"))
        await navigator.modules.reachIdlePoint()
        let failed = session.handleChange()
        #expect(failed.link == "notes://note/home/note/n1" && failed.loadFailure?.kind == .notFound)
    }

    @Test func aReloadOfTheLinkShownRefreshesItsScreenAndAPageWaitsForItAsForAnAction() async throws {
        let navigator = try MemosApp.make(notebook)
        let session = HostSession(navigator: navigator, pace: .page)
        session.grace = .zero
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        func text(_ shown: ShownScreens) -> String? {
            (shown.topmost?.module as? PresentedModule<MemoContext, MemoPresenter, MemoView>)?.presenter.store
                .state.text
        }
        notebook.notes["home"] = "changed by another session"
        #expect(
            text(await session.step(.open("notes://note/home"))) == "hello", "an open of it reads nothing")
        let reloaded = await session.step(.reload("notes://note/home"))
        #expect(text(reloaded) == "changed by another session" && !reloaded.isLoading && reloaded.notRefused)
        let opened = await session.step(.reload("notes://note/home/note/n1"))
        #expect(
            opened.link == "notes://note/home/note/n1" && opened.screens.count == 2, "one not shown opens")
    }

    @Test func backAtTheFirstScreenIsRefused() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.back()
            app.expectFailures([.refused])
            app.expectShown("notes://note/home")
        }
    }

    @Test func aRefusedActionIsOneRefusedFailureAndTheStepDidNotSucceed() async throws {
        notebook.starsFail = true
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.act(MemoAction.star)
            #expect(!app.shown.notRefused)
            app.expectFailures([ModuleFailure(.refused, "the notebook is read-only")])
        }
    }

    @Test func aNavigationStartsAtOnceBesideASlowActionAskedBeforeItAndTheNextAskedWaitsItsTurn() async throws
    {
        let navigator = try MemosApp.make(notebook)
        let session = HostSession(navigator: navigator, pace: .interactive)
        // Long enough for a task to start where tasks start at the main actor's next turn (before
        // macOS 26); the held star never ends within it.
        session.grace = .milliseconds(100)
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        notebook.hold()
        _ = await session.step(.act(try #require(navigator.top?.module.work(for: MemoAction.star))))
        _ = await session.step(.act(try #require(navigator.top?.module.work(for: MemoAction.star))))
        let opened = await session.step(
            .act(try #require(navigator.top?.module.work(for: MemoAction.open("n1")))))
        #expect(
            notebook.log == ["star starts", "open n1"],
            "the open did not wait for the star; the second star did")
        #expect(opened.link == "notes://note/home/note/n1")
        notebook.release()
        await navigator.modules.reachIdlePoint()
        notebook.release()
        await navigator.modules.reachIdlePoint()
        #expect(notebook.log == ["star starts", "open n1", "star ends", "star starts", "star ends"])
        #expect(session.handleChange().failures.isEmpty)
    }

    @Test func whatAPersonAskedThatFailsAfterTheyLeftItsScreenIsToldNamingIt() async throws {
        let navigator = try MemosApp.make(notebook)
        let session = HostSession(navigator: navigator, pace: .interactive)
        session.grace = .zero
        try navigator.start()
        _ = await session.step(.open("notes://note/home/note/n1"))
        await navigator.modules.reachIdlePoint()
        notebook.hold()
        notebook.starsFail = true
        let star = try #require(navigator.top?.module.work(for: MemoAction.star))
        _ = await session.step(.act(star))
        let back = await session.step(.back)
        #expect(back.link == "notes://note/home")
        notebook.release()
        await navigator.modules.reachIdlePoint()
        #expect(
            session.handleChange().failures == [
                ModuleFailure(.refused, "star (on a screen you left): the notebook is read-only")
            ])
    }

    @Test func anInteractiveStepShowsASlowLoadLoadingAndAQuickOneDone() async throws {
        let navigator = try MemosApp.make(notebook)
        let session = HostSession(navigator: navigator, pace: .interactive)
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        let quick = await session.step(.open("notes://note/home/note/n1"))
        #expect(!quick.isLoading && quick.notRefused)
        session.grace = .milliseconds(1)
        notebook.hold()
        let slow = await session.step(.open("notes://note/home/note/n1/note/n2"))
        #expect(slow.isLoading && slow.notRefused, "shown loading after the grace")
        notebook.release()
        await navigator.modules.reachIdlePoint()
        #expect(!session.handleChange().isLoading)
    }

    @Test func aSlowLinkThatFailsAfterTheGraceIsUndoneWhenTheHostNextLooks() async throws {
        let navigator = try MemosApp.make(notebook)
        let session = try await interactiveSession(navigator)
        notebook.hold()
        let loading = await session.step(.open("notes://note/home/note/n9"))
        #expect(loading.isLoading && loading.link == "notes://note/home/note/n9")
        notebook.release()
        await navigator.modules.reachIdlePoint()
        #expect(navigator.top?.module.loadFailure?.kind == .notFound, "nothing undone until the host looks")
        let undone = session.handleChange()
        #expect(undone.failures.map(\.kind) == [.notFound])
        #expect(undone.link == "notes://note/home", "back where it was")
    }

    @Test func thePlaceIsEachTabsLinkAndTheTabShownAndIsRestored() async throws {
        let navigator = try MemosApp.make(notebook)
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        try navigator.start()
        _ = await session.step(.open("notes://note/home/note/n1"))
        _ = await session.step(.selectTab(1))
        let place = session.place
        #expect(place.selectedTab == "other")
        #expect(place.links == ["notes": "notes://note/home/note/n1", "other": "notes://note/other"])

        let again = try MemosApp.make(notebook)
        let restored = HostSession(navigator: again, pace: .untilIdle)
        try again.start()
        restored.restore(selectedTab: "other", links: place.links.merging(["notes": "notes://bad"]) { $1 })
        #expect(restored.place.selectedTab == "other")
        #expect(
            restored.handleChange().failures.map(\.kind) == [.notFound],
            "the tab that no longer opens is told")
        await again.modules.reachIdlePoint()
    }

    @Test func failuresAreTypedSoThatAHostCanAnswerInItsOwnTerms() {
        #expect(ModuleFailure(ModuleError.unknownRoute("x")).kind == .notFound)
        #expect(ModuleFailure(ModuleError.atRoot).kind == .refused)
        #expect(ModuleFailure(ActionRefused("no")).kind == .refused)
        #expect(ModuleFailure(ActionRefused("no")).message == "no")
        struct Offline: Error {}
        #expect(ModuleFailure(Offline()).kind == .unavailable)
        #expect(
            ModuleFailure(ModuleFailure(.invalid, "bad"), context: "cannot save")
                == ModuleFailure(.invalid, "cannot save: bad"))
    }

    @Test func workAskedOfAScreenRunsToItsEndAfterTheScreenClosesAndWorkOnAClosedOneNeverRuns() async throws {
        let navigator = try MemosApp.make(notebook)
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        try navigator.start()
        _ = await session.step(.open("notes://note/home/note/n1"))
        let screen = try #require(navigator.top)
        let star = try #require(screen.module.work(for: MemoAction.star))
        let open = try #require(screen.module.work(for: MemoAction.open("n2")))
        notebook.hold()
        let asked = star.start(on: screen.module.work)
        try navigator.back()  // (a step would wait for the star, which the notebook holds)
        _ = session.handleChange()  // what a host does as it hears the screens change: the left one closes
        try #require(screen.module.work.isClosed)
        notebook.release()
        #expect(await asked.value == nil, "carried out, not refused")
        #expect(notebook.log == ["star starts", "star ends"], "carried out after the close")
        #expect(await open.start(on: screen.module.work).value == nil)
        #expect(await star.start(on: screen.module.work).value == nil)
        #expect(notebook.log == ["star starts", "star ends"], "a closed screen's work never runs")
    }
}
