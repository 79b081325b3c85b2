import ModuleKitTesting
import Testing

@testable import ModuleKitCore

/// The current tab preferred (MERLin's router finds the module in the current tab's stack): a
/// link that begins with no tab's root, whose first screen the stack the person looks at holds
/// already, is shown there — back to that screen, not pushed a second time; a link that begins
/// with a tab's root is still that tab's whole stack.
@MainActor
@Suite struct CurrentStackPreferredTests {
    let notebook = Notebook([
        "home": "hello", "other": "elsewhere", "n1": "first", "n2": "second", "n3": "third",
    ])

    @Test func aLinkToAScreenTheStackHoldsGoesBackToItNotPushedASecondTime() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1/note/n2")
            let n1 = navigator.visibleStack[1].id
            await app.open("notes://note/n1")
            app.expectShown("notes://note/home/note/n1")
            #expect(navigator.top?.id == n1, "the screen the stack held, not one built again")
        }
    }

    @Test func theScreensAboveItThatTheLinkNamesNextStayAndTheOthersGiveWay() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1/note/n2/note/n3")
            let kept = navigator.visibleStack.prefix(3).map(\.id)
            await app.open("notes://note/n1/note/n2")
            app.expectShown("notes://note/home/note/n1/note/n2")
            #expect(navigator.visibleStack.map(\.id) == kept, "n1 and n2 the same modules, n3 closed")
            await app.open("notes://note/n1/note/home")
            app.expectShown("notes://note/home/note/n1/note/home")
            #expect(navigator.visibleStack[1].id == kept[1], "back to n1, then a note pushed over it")
        }
    }

    @Test func theScreenNearestTheTopIsTheOneGoneBackTo() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1")
            await app.act(MemoAction.open("n2"))
            await app.act(MemoAction.open("n1"))  // a listener's push: a second n1
            await app.act(MemoAction.open("n3"))
            let upper = navigator.visibleStack[3].id
            await app.open("notes://note/n1")
            app.expectShown("notes://note/home/note/n1/note/n2/note/n1")
            #expect(navigator.top?.id == upper)
        }
    }

    /// Where a screen is presented, the stack the person looks at is the presented one.
    @Test func aPresentedStackIsTheOneLookedIn() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            try navigator.present(MemoContext(id: "n1", routingContext: "notes.note"))
            await app.settle()
            await app.open("notes://note/n2")
            app.expectShown("notes://note/n1/note/n2")
            await app.open("notes://note/n1")
            app.expectShown("notes://note/n1")
            #expect(app.shown.isPresented && navigator.visibleStack.count == 1)
        }
    }

    /// A link that begins with a tab's root names that tab's whole stack — what a browser's
    /// address, a saved place and a link printed back say — so it opens in that tab, whatever
    /// the current one holds.
    @Test func aLinkThatBeginsWithATabsRootIsStillThatTabsWholeStack() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.selectTab("other")
            await app.open("notes://note/n1")
            app.expectShown("notes://note/other/note/n1")
            await app.open("notes://note/home/note/n1")
            app.expectShown("notes://note/home/note/n1")
            #expect(navigator.selectedTab == 0)
        }
    }

    /// Going back to a screen is undone as any opening when what the link put over it cannot
    /// load: the screens that gave way come back, the same modules.
    @Test func aRefusedLinkThatWentBackPutsBackTheScreensAboveAsTheyWere() async throws {
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1/note/n2")
            let before = navigator.visibleStack.map(\.id)
            await app.open("notes://note/n1/note/n9")
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open notes://note/n1/note/n9: note n9 not found")
            ])
            app.expectShown("notes://note/home/note/n1/note/n2")
            #expect(navigator.visibleStack.map(\.id) == before, "n2 put back, not built again")
        }
    }

    /// What is shown once a link is placed, without a session: the placement is one decision,
    /// made before anything is built.
    @Test func aLinkPushedExplicitlyIsPushedEvenOverAScreenTheStackHolds() throws {
        let navigator = try MemosApp.make(notebook)
        try navigator.start()
        try navigator.open("notes://note/home/note/n1/note/n2")
        #expect(
            try navigator.open("notes://note/n1", as: .push) == "notes://note/home/note/n1/note/n2/note/n1")
        #expect(try navigator.open("notes://note/n2") == "notes://note/home/note/n1/note/n2")
    }
}
