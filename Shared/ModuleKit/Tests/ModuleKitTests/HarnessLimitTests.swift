import ModuleKitCore
import ModuleKitTesting
import Testing

/// The test kits never wait in silence, report what no listener heard and every link shown that
/// does not open its screen again, and test what a person asked and then left.
@MainActor
@Suite struct HarnessLimitTests {
    let notes = ["home": "hello", "other": "elsewhere", "n1": "first"]

    @Test func anAppStepOnAServiceThatNeverAnswersFailsWithinTheLimitNamingTheScreenAndItsWork() async throws
    {
        let notebook = Notebook(notes)
        let navigator = try MemosApp.make(notebook)
        try await withKnownIssue {
            try await AppHarness.run(navigator: navigator) { app in
                app.limit = .milliseconds(200)
                notebook.holdStars()  // a service that never answers
                await app.act(MemoAction.star)
                await app.back()  // not taken: the harness stopped
            }
        } matching: { issue in
            let text = issue.description
            return text.contains("the step act(star) did not end within")
                && text.contains("the screen shown is Memo#1 (notes://note/home)")
                && text.contains("work still runs on Memo#1 (1 task), what a person asked among it")
        }
        notebook.release()
    }

    @Test func aModuleStepOnAServiceThatNeverAnswersFailsWithinTheLimitAndEndsTheTest() async throws {
        let notebook = Notebook(notes)
        let builder = ModuleBuilder<MemoContext>(name: "Memo") { context, events in
            MemoPresenter(id: context.id, notebook: notebook, events: events)
        } view: { _ in
            MemoView()
        }
        try await withKnownIssue {
            try await ModuleHarness.run(builder, MemoContext(id: "n1", routingContext: "test")) { memo in
                memo.limit = .milliseconds(200)
                notebook.holdStars()
                try await memo.act(MemoAction.star)
                Issue.record("not reached: the step ended the test")
            }
        } matching: { issue in
            issue.description.contains("star did not end within")
        }
        notebook.release()
    }

    /// A ticker started as a task of the screen's own holds every wait: the failure says where
    /// work that never ends belongs.
    @Test func aTaskThatNeverEndsFailsTheStepSayingWhereATickerBelongs() async throws {
        try await withKnownIssue {
            try await ModuleHarness.run(
                PlayerFeature.builder(tickerIsOngoing: false), PlayerContext(routingContext: "test")
            ) { player in
                player.limit = .milliseconds(200)
                player.exhaustiveState = false
                try await player.act(PlayerAction.play)
            }
        } matching: { issue in
            issue.description.contains(
                "Player#1 still runs its own work (a load, a refresh, a task; work that never ends, a "
                    + "ticker, is ModuleWork.ongoing's, which no wait waits for)")
        }
    }

    /// Ask, then leave at once: what the person asked is still done — and the test fails if the
    /// action is declared a navigation, which a close drops (the notebook saves no star whose task
    /// was cancelled).
    @Test func whatAPersonAskedIsDoneAfterTheyLeaveItsScreen() async throws {
        let notebook = Notebook(notes)
        let navigator = try MemosApp.make(notebook)
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/home/note/n1")
            notebook.holdStars()
            await app.ask(MemoAction.star)  // asked: the notebook holds it
            await app.back()  // and the person leaves at once
            app.expectShown("notes://note/home")
            notebook.release()
            await app.settle()  // what was asked is done
        }
        #expect(notebook.starred == ["n1"])
    }

    @Test func anEventNoListenerHandledFailsTheTestNamingIt() async throws {
        let navigator = try MemosApp.make(Notebook(notes), routed: false)
        try await withKnownIssue {
            try await AppHarness.run(navigator: navigator) { app in
                await app.act(MemoAction.open("n1"))
            }
        } matching: { issue in
            issue.description.contains("Memo#1 emitted open(\"n1\"), and no listener handled it")
        }
    }

    @Test func anEventTheTestExpectsUnhandledIsSaid() async throws {
        let navigator = try MemosApp.make(Notebook(notes), routed: false)
        try await AppHarness.run(navigator: navigator) { app in
            await app.act(MemoAction.open("n1"))
            app.expectUnhandled(["open(\"n1\")"])
        }
    }

    @Test func aScreenShownWhoseLinkNoRouteOpensFailsTheTestNamingTheScreenAndItsLink() async throws {
        let navigator = try MemosApp.make(Notebook(notes))
        // The app's links forgot the notes' route: every note shown has a link no one can open.
        var links = Deeplinks(scheme: "notes")
        try links.register("memo/{id}") { parameters, routing in
            MemoContext(id: parameters["id"], routingContext: routing)
        }
        navigator.modules.links = links
        let issues = Recorded()
        try await withKnownIssue {
            try await AppHarness.run(navigator: navigator) { app in
                await app.act(MemoAction.open("n1"))
                await app.back()  // shown again: proven once
            }
        } matching: { issue in
            issues.descriptions.append(issue.description)
            return true
        }
        #expect(issues.descriptions.count == 2, "one for each screen shown: \(issues.descriptions)")
        #expect(
            issues.descriptions.first?.contains(
                "the screen Memo#1 (MemoContext) shows the link notes://note/home, which no route opens "
                    + "(no route for 'note/home'): register a route for MemoContext's link") == true)
        #expect(
            issues.descriptions.last?.contains(
                "the screen Memo#2 (MemoContext) shows the link notes://note/n1") == true)
    }

    @Test func aScreenShownWhoseLinkOpensAnotherScreenFailsTheTest() async throws {
        let navigator = try MemosApp.make(Notebook(notes))
        var links = Deeplinks(scheme: "notes")
        try links.register("note/{id}") { _, routing in
            MemoContext(id: "home", routingContext: routing)  // every note's link opens the first
        }
        navigator.modules.links = links
        try await withKnownIssue {
            try await AppHarness.run(navigator: navigator) { app in
                await app.act(MemoAction.open("n1"))
            }
        } matching: { issue in
            issue.description.contains(
                "the screen Memo#2 (MemoContext) shows the link notes://note/n1, which opens another screen")
        }
    }

    @Test func aScreenWithoutALinkHasNothingToProve() async throws {
        let navigator = try MemosApp.make(Notebook(notes))
        try await AppHarness.run(navigator: navigator) { app in
            await app.act(MemoAction.open("n1"))
            app.expectShown("notes://note/home/note/n1")
        }
    }

    // MARK: One screen's link, in its own tests

    /// Fails unless a harness of item a's detail, its link proven with `links`, fails its test
    /// saying `expected`.
    func expectDetailOfA(provenWith links: Deeplinks, failsSaying expected: String) async throws {
        try await withKnownIssue {
            let harness = try await ModuleHarness(
                SampleFeatures.detail(), DetailContext(item: "a", routingContext: "test"), links: links)
            await harness.finish()
        } matching: { issue in
            issue.description.contains(expected)
        }
    }

    @Test func oneScreenWhoseLinkNoRouteOpensFailsItsOwnTestNamingItsLinkAndTheFix() async throws {
        var links = Deeplinks(scheme: "sample")
        try links.register("catalog") { _, routing in CatalogContext(routingContext: routing) }
        try await expectDetailOfA(
            provenWith: links,
            failsSaying:
                "the screen Detail#1 (DetailContext) shows the link sample://item/a, which no route opens "
                + "(no route for 'item/a'): register a route for DetailContext's link, or give it none")
    }

    @Test func oneScreenWhoseRouteOpensAnotherScreenFailsItsOwnTest() async throws {
        var links = Deeplinks(scheme: "sample")
        try links.register("item/{item}") { _, routing in DetailContext(item: "b", routingContext: routing) }
        try await expectDetailOfA(
            provenWith: links,
            failsSaying:
                "the screen Detail#1 (DetailContext) shows the link sample://item/a, which opens another screen"
        )
    }

    @Test func oneScreenWhoseLinkOpensItAgainOrThatHasNoneIsProven() async throws {
        var links = Deeplinks(scheme: "sample")
        try links.register("item/{item}") { parameters, routing in
            DetailContext(item: parameters["item"], routingContext: routing)
        }
        let detail = try await ModuleHarness(
            SampleFeatures.detail(), DetailContext(item: "a", routingContext: "test"), links: links)
        await detail.finish()
        let shelf = try await ModuleHarness(
            SampleFeatures.shelf(), ShelfContext(item: "a", routingContext: "test"), links: links)
        await shelf.finish()
    }
}

/// The issues a `withKnownIssue` matcher saw, in order: it runs where the issue is recorded, on
/// the test's own task, one at a time.
private final class Recorded: @unchecked Sendable {
    var descriptions: [String] = []
}
