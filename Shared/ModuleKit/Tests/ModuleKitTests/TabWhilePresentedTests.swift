import ModuleKitTesting
import Testing

@testable import ModuleKitCore

/// A tab asked for while a screen is presented over the tabs: the session closes what is
/// presented and shows the tab — as a browser's tab bar, a link to the tab, does — never a tab
/// selected unseen beneath a presented screen, the person told nothing.
@MainActor
@Suite struct TabWhilePresentedTests {
    let notebook = Notebook(["home": "hello", "other": "elsewhere", "n1": "first", "n2": "second"])

    @Test func theSessionDecidesThatATabAskedWhileAStackIsPresentedClosesIt() {
        var state = SessionState()
        let showing = SessionState.Showing(
            link: "notes://note/n1", topHasOwnWork: false, tabCount: 2, hasLinks: true, isPresented: true)
        let effects = state.reduce(
            .asked(.selectTab(1), showing: showing, place: Place(tabs: [], presented: [], selectedTab: 0)))
        guard effects.count == 1, case .select(tab: 1, closingPresented: true) = effects[0] else {
            Issue.record("a tab asked while a stack is presented leaves it: \(effects)")
            return
        }
    }

    @Test func aTabAskedWhileAScreenIsPresentedShowsTheTabAndClosesTheScreen() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1")
            try navigator.present(MemoContext(id: "n2", routingContext: "notes.note"))
            await app.settle()
            #expect(app.shown.isPresented)
            await app.selectTab("other")
            app.expectShown("notes://note/other")
            #expect(!app.shown.isPresented && navigator.modalStacks.isEmpty, "the presented note closed")
            await app.selectTab("notes")
            app.expectShown("notes://note/home/note/n1")
            #expect(await navigator.modules.reachIdlePoint().isEmpty, "the presented note released")
        }
    }

    @Test func theTabShownAlreadyIsShownAgainWithoutWhatWasPresentedOverIt() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1")
            let stack = navigator.visibleStack.map(\.id)
            try navigator.present(MemoContext(id: "n2", routingContext: "notes.note"))
            await app.settle()
            await app.selectTab("notes")
            app.expectShown("notes://note/home/note/n1")
            #expect(navigator.visibleStack.map(\.id) == stack, "the tab's stack as it was")
        }
    }

    /// The navigator's own `select(tab:)` — what an app's code calls — leaves what is presented:
    /// only a person's session closes it.
    @Test func theNavigatorsSelectLeavesWhatIsPresented() throws {
        let navigator = try MemosApp.make(notebook)
        try navigator.start()
        try navigator.present(MemoContext(id: "n2", routingContext: "notes.note"))
        try navigator.select(tab: 1)
        #expect(navigator.modalStacks.count == 1 && navigator.selectedTab == 1)
    }
}
