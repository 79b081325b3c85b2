import Testing

@testable import ModuleKitCore

/// An action's trip as one handle (StartedAction): how it ended — carried out, refused with its
/// reason (told from inside its run, before it ends), or never run — in the lane it declares.
@MainActor
@Suite struct StartedActionTests {
    /// A started app of notes, and the work of its screen on top.
    func screen() async throws -> (Navigator, ModuleWork) {
        let navigator = try MemosApp.make(Notebook(["home": "hello"]))
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        return (navigator, try #require(navigator.top?.module.work))
    }

    @Test func anActionCarriedOutEndsDoneAndARefusedOneWithItsReasonToldAsItIsWhileItsScreenLives()
        async throws
    {
        let (navigator, work) = try await screen()
        defer { withExtendedLifetime(navigator) {} }
        let done = ScreenWork("star") {}.started(on: work)
        #expect(await done.ended() == .done)
        let refused = ScreenWork("star") { () async throws(ActionRefused) in
            throw ActionRefused("the notebook is read-only")
        }.started(on: work)
        #expect(refused.outcome == nil, "what a person asked starts at the main actor's next turn")
        #expect(await refused.ended() == .refused(ActionRefused("the notebook is read-only")))
        let refusal = try #require(refused.refusal)
        #expect(refusal.reason == "the notebook is read-only")
        #expect(refused.failure(refusal) == ModuleFailure(refusal), "told as it is: its screen is shown")
        #expect(
            refused.failure(refusal, left: true)?.message
                == "star (on a screen you left): the notebook is read-only",
            "named: its screen was left, and waits to close")
    }

    @Test func whatAPersonAskedRunsInOrderAfterTheScreensEarlierWorkAndAnswersEveryWaiter() async throws {
        let (navigator, work) = try await screen()
        defer { withExtendedLifetime(navigator) {} }
        var order: [String] = []
        let first = ScreenWork("first") { order.append("first") }.started(on: work)
        let second = ScreenWork("second") { order.append("second") }.started(on: work)
        async let one = second.ended()
        async let two = second.ended()
        #expect(await [one, two] == [.done, .done])
        #expect(first.outcome == .done && order == ["first", "second"])
    }

    /// A web page's refresh: started at once, it suspends, and ends while the step begins to
    /// wait for it — 200 times, so that the end falls on every side of the wait's start.
    @Test(.timeLimit(.minutes(1)))
    func anActionThatEndsWhileItsStepBeginsToWaitIsSeenToHaveEnded() async throws {
        let (navigator, work) = try await screen()
        defer { withExtendedLifetime(navigator) {} }
        for round in 0..<200 {
            let refresh = ScreenWork("refresh", navigates: true) {
                for _ in 0..<(round % 4) { await Task.yield() }
            }.started(on: work)
            #expect(await refresh.ended() == .done)
        }
    }

    /// The same through a page's step: a reload whose refresh ends while the step begins to wait.
    @Test(.timeLimit(.minutes(1)))
    func aPagesReloadEndsWithItsRefreshWhenItSuspends() async throws {
        let notebook = Notebook(["home": "hello"])
        let navigator = try MemosApp.make(notebook)
        let session = HostSession(navigator: navigator, pace: .page)
        _ = await session.step(.open("notes://note/home"))
        for round in 0..<100 {
            notebook.hold()
            let step = Task { await session.step(.reload("notes://note/home")).notRefused }
            for _ in 0..<(round % 5) { await Task.yield() }
            notebook.release()
            #expect(await step.value)
        }
    }

    @Test func aNavigationFromAScreenThatClosedNeverRunsAndSaysSo() async throws {
        let (navigator, _) = try await screen()
        try navigator.push(MemoContext(id: "home", routingContext: "notes.note"))
        let covered = try #require(navigator.top?.module.work)
        try navigator.pop()
        var ran = false
        let navigation = ScreenWork("open", navigates: true) { ran = true }.started(on: covered)
        #expect(navigation.outcome == .neverRan, "told at once: a closed screen starts nothing")
        #expect(await navigation.ended() == .neverRan && !ran)
        let asked = ScreenWork("star") { ran = true }.started(on: covered)
        #expect(await asked.ended() == .neverRan && !ran)
    }

    @Test func anAskedActionWaitingForItsTurnIsCarriedOutThoughItsScreenCloses() async throws {
        let notebook = Notebook(["home": "hello"])
        let navigator = try MemosApp.make(notebook)
        notebook.hold()
        try navigator.start()
        let work = try #require(navigator.top?.module.work)
        // The screen's load holds the lane: the action waits for its turn, and the screen closes.
        var ran = false
        let waiting = ScreenWork("star") { ran = true }.started(on: work)
        #expect(waiting.outcome == nil)
        navigator.closeAll()
        notebook.release()
        #expect(
            await waiting.ended() == .done && ran,
            "what a person asked is carried out though the screen closed")
    }
}
