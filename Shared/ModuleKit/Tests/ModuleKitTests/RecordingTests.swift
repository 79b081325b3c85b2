import ModuleKitCore
import ModuleKitRecording
import ModuleKitTesting
import TestSupport
import Testing

/// A person's session as a file: recorded from any host's steps, read back strictly, replayed
/// on a fresh app — the same steps, the first that differs named with both outcomes.
@MainActor
@Suite struct RecordingTests {
    let notes = ["home": "hello", "other": "elsewhere", "n1": "first", "n2": "second"]

    /// A recording of a session of the notes app: open a note, star it, a link that cannot
    /// open, back, the other tab.
    func recordSession(starsFail: Bool = false) async throws -> SessionRecording {
        let notebook = Notebook(notes)
        notebook.starsFail = starsFail
        let navigator = try MemosApp.make(notebook)
        var text = ""
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        SessionRecorder(app: "notes", version: "1", setup: ["data": "sample"]) { text += $0 }.record(session)
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        _ = await session.step(.open("notes://note/home/note/n1"))
        _ = await session.step(.act(try #require(navigator.top?.module.work(for: MemoAction.star))))
        _ = await session.step(.open("notes://note/home/note/n9"))
        _ = await session.step(.back)
        _ = await session.step(.selectTab(1))
        session.end()
        return try SessionRecording(parsing: text)
    }

    /// Replays `recording` on a fresh notes app; its differences.
    func replay(_ recording: SessionRecording, starsFail: Bool = false) async throws -> [SessionReplay
        .Difference]
    {
        let notebook = Notebook(notes)
        notebook.starsFail = starsFail
        let navigator = try MemosApp.make(notebook)
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        return await SessionReplay(recording).run(on: session, every: true)
    }

    @Test func aRecordedSessionHoldsEachStepsInputAndOutcomeAndReadsBackTheSame() async throws {
        let recording = try await recordSession()
        #expect(recording.app == "notes" && recording.setup == ["data": "sample"])
        #expect(
            recording.steps.map(\.input) == [
                .open("notes://note/home/note/n1"), .act(screen: "Memo", words: ["star"]),
                .open("notes://note/home/note/n9"), .back, .selectTab(1),
            ])
        #expect(
            recording.steps[2].shown.failures == [
                ModuleFailure(.notFound, "cannot open notes://note/home/note/n9: note n9 not found")
            ])
        #expect(recording.steps[2].shown.link == "notes://note/home/note/n1", "the link was undone")
        #expect(recording.steps.allSatisfy { !$0.early && !$0.shown.isLoading })
        #expect(try SessionRecording(parsing: recording.text) == recording, "written back, it reads the same")
    }

    @Test func aReplayOfTheSameAppIsTheSameAndAChangedOneNamesTheFirstStepThatDiffers() async throws {
        let recording = try await recordSession()
        #expect(try await replay(recording).isEmpty)
        let differences = try await replay(recording, starsFail: true)
        #expect(differences.map(\.step.number) == [2])
        #expect(differences.first?.now?.failures == [ModuleFailure(.refused, "the notebook is read-only")])
        #expect(differences.first?.description.hasPrefix("step 2 (star (on Memo)) differs") == true)
    }

    /// A person who quits while a screen loads: the last step is written as it was shown,
    /// loading, marked early — and replays the same.
    @Test func aSessionEndedInTheMiddleOfALoadMarksItsLastStepEarlyAndReplaysTheSame() async throws {
        let notebook = Notebook(notes)
        let navigator = try MemosApp.make(notebook)
        var text = ""
        let session = HostSession(navigator: navigator, pace: .interactive)
        session.grace = .milliseconds(1)
        SessionRecorder(app: "notes", version: "1") { text += $0 }.record(session)
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        notebook.hold()
        let loading = await session.step(.open("notes://note/home/note/n1"))
        #expect(loading.isLoading)
        session.end()
        notebook.release()
        await navigator.modules.reachIdlePoint()
        let recording = try SessionRecording(parsing: text)
        #expect(recording.steps.map(\.early) == [true] && recording.steps[0].shown.isLoading)
        #expect(try await replay(recording).isEmpty)
    }

    @Test func anOutcomeChangedByHandFailsItsReplayNamingTheStep() async throws {
        var recording = try await recordSession()
        recording.steps[3].shown.link = "notes://note/other"
        let differences = try await replay(recording)
        #expect(differences.map(\.step.number) == [4])
        #expect(differences.first?.now?.link == "notes://note/home")
    }

    /// A person counts tabs from 1 (`no tab 3: the app has 2`), the recording from 0: a step that
    /// selects a tab is named in both counts.
    @Test func aTabStepThatDiffersIsNamedAsAPersonCountsAndAsTheRecordingHoldsIt() async throws {
        var recording = try await recordSession()
        #expect(recording.text.contains(#""input":{"tab":1}"#))
        recording.steps[4].shown.link = "notes://note/home"
        let differences = try await replay(recording)
        #expect(differences.map(\.step.number) == [5])
        #expect(
            differences.first?.description.hasPrefix(#"step 5 (tab 2, recorded as {"tab":1}) differs"#)
                == true,
            "\(differences)")
    }

    @Test func whyTheTopScreenCouldNotLoadIsPartOfWhatAStepShowed() async throws {
        var recording = try await recordSession()
        #expect(recording.steps.allSatisfy { $0.shown.loadFailure == nil })
        recording.steps[0].shown.loadFailure = ModuleFailure(.unavailable, "the notebook is gone")
        #expect(
            recording.text.contains(#""loadFailure":{"kind":"unavailable","message":"the notebook is gone"}"#)
        )
        #expect(try SessionRecording(parsing: recording.text) == recording, "written back, it reads the same")
        let differences = try await replay(recording)
        #expect(differences.map(\.step.number) == [1])
        #expect(differences.first?.now?.loadFailure == nil)
        #expect(differences.first?.description.contains("showing: the notebook is gone") == true)
    }

    @Test func aStepNamingAnActionOrAScreenThatNoLongerExistsIsADifferenceNotACrash() async throws {
        var recording = try await recordSession()
        recording.steps[1].input = .act(screen: "Memo", words: ["dance"])
        #expect(try await replay(recording).first?.reason == "Memo takes no action 'dance'")
        recording.steps[1].input = .act(screen: "Gone", words: ["star"])
        #expect(try await replay(recording).first?.reason == "the screen shown is Memo, not Gone")
        recording.steps[1].input = .selectTab(9)
        #expect(
            try await replay(recording).first?.now?.failures.map(\.message) == ["no tab 10: the app has 2"])
    }

    @Test func aLineThatIsNotARecordingsIsRefusedNamingTheLineAndAnotherFormatNamesTheVersion() throws {
        func refusal(_ text: String) -> String? {
            do {
                _ = try SessionRecording(parsing: text)
                return nil
            } catch {
                return error.description
            }
        }
        let header = #"{"recording":1,"app":"notes","version":"1","setup":{}}"#
        #expect(refusal("") == "line 1: empty: a recording starts with its header")
        #expect(
            refusal(#"{"recording":2,"app":"notes","version":"1","setup":{}}"#)
                == "line 1: written in format 2; this build reads format 1 (a mosaic of that format replays it)"
        )
        #expect(
            refusal(header + "\n{\"step\":1,") == "line 2: not JSON: expected a name at byte 11")
        #expect(refusal(header + "\n[]") == "line 2: not a JSON object")
        let step =
            #"{"step":2,"input":{"back":true},"shown":{"screens":[],"link":null,"loading":false,"failures":[]}}"#
        #expect(refusal(header + "\n" + step) == "line 2: step 2 where step 1 was due")
        let unknown =
            #"{"step":1,"input":{"fly":true},"shown":{"screens":[],"link":null,"loading":false,"failures":[]}}"#
        #expect(
            refusal(header + "\n" + unknown)
                == "line 2: an input of no known kind (open, reload, back, tab, act)")
        #expect(
            refusal(#"{"recording":1,"recording":1}"#)?.hasPrefix(
                "line 1: not JSON: the name \"recording\" twice") == true)
        #expect(refusal(header + "\n" + step.replacing("2", with: "1")) == nil)
    }

    @Test func theHarnessReplaysARecordingAsATest() async throws {
        let recording = try await recordSession()
        let navigator = try MemosApp.make(Notebook(notes))
        try await AppHarness.run(navigator: navigator) { app in
            await app.replay(recording)
            app.expectShown("notes://note/other")
        }
        var changed = recording
        changed.steps[0].shown.screens = ["Memo"]
        let again = try MemosApp.make(Notebook(notes))
        try await withKnownIssue {
            try await AppHarness.run(navigator: again) { app in
                await app.replay(changed)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "step 1 (open notes://note/home/note/n1) differs")
        }
    }

    /// The fuzz target's third promise, which libFuzzer's callback cannot keep (it cannot wait for
    /// the main actor): the replay of any recording that reads ends, one outcome or difference per
    /// step at most, whatever its steps ask — links of any text, tabs that do not exist, screens
    /// and actions of any name, early steps. 300 recordings of hostile steps, made from a seed.
    @Test(.timeLimit(.minutes(1))) func theReplayOfAnyRecordingThatReadsEndsWithAtMostADifferencePerStep()
        async throws
    {
        let recorded = try await recordSession()
        var generator = SeededRandom(seed: 57)
        let texts = [
            "", "notes://", "notes://note/home/note/n1", "notes://note/%00", "x://y", "🙂", "star", "n1",
        ]
        func text() -> String {
            let base = texts.randomElement(using: &generator)!
            return Bool.random(using: &generator)
                ? base : base + String(Int.random(in: 0..<99, using: &generator))
        }
        for _ in 0..<300 {
            var recording = recorded
            recording.steps = (1...Int.random(in: 1...12, using: &generator)).map { number in
                let input: RecordedInput =
                    switch Int.random(in: 0..<5, using: &generator) {
                    case 0: .open(text())
                    case 1: .reload(text())
                    case 2: .back
                    case 3: .selectTab(Int.random(in: 0..<1_000_000, using: &generator))
                    default:
                        .act(
                            screen: ["Memo", "Note", "Gone", text()].randomElement(using: &generator)!,
                            words: (0..<Int.random(in: 1...3, using: &generator)).map { _ in text() })
                    }
                let shown = recorded.steps.randomElement(using: &generator)!.shown
                return RecordedStep(
                    number: number, input: input, shown: shown,
                    early: Int.random(in: 0..<8, using: &generator) == 0)
            }
            #expect(try SessionRecording(parsing: recording.text) == recording, "a recording that reads")
            let differences = try await replay(recording)
            #expect(differences.count <= recording.steps.count)
        }
    }
}
