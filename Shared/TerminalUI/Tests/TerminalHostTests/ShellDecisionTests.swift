import ModuleKitCore
import TerminalUI
import Testing

@testable import TerminalHost

/// The shell's decisions as values, without a terminal: how a command reads (ShellGrammar) and
/// what is drawn when, and how the shell ends (ShellDecisions: events in, effects out).
@MainActor
@Suite struct ShellDecisionTests {
    let grammar = ShellGrammar(tabs: ["feed", "likes"], scheme: "mosaic")

    func reading(_ line: String, on top: (any ModuleProtocol)? = nil) throws -> ShellGrammar.Reading {
        try grammar.read(try Command(parsing: line), on: top)
    }

    @Test func theShellsCommandsAreStepsOrItsOwnAnswers() throws {
        guard case .step(.back) = try reading("back"), case .step(.back) = try reading("close") else {
            Issue.record("back and close are one step")
            return
        }
        guard case .step(.selectTab(1)) = try reading("tab likes") else {
            Issue.record("a tab by name")
            return
        }
        guard case .step(.open("mosaic://feed/post/p1")) = try reading("open mosaic://feed/post/p1") else {
            Issue.record("a link")
            return
        }
        guard case .help = try reading("help"), case .printLink = try reading("link") else {
            Issue.record("help and link are the shell's own")
            return
        }
        #expect(
            grammar.help.map(\.usage) == [
                "help", "tab feed|likes", "back", "close", "open URL", "link", "quit",
            ])
    }

    @Test func aCommandNoOneDeclaresOrWithBadArgumentsIsATypedError() {
        #expect(throws: CommandError.unknownCommand("dance")) { try reading("dance") }
        #expect(throws: CommandError.self) { try reading("tab nowhere") }
        #expect(throws: CommandError.invalidArgument("feed", expected: "a mosaic:// link")) {
            try reading("open feed")
        }
    }

    @Test func aCommandOfTheScreenIsItsWork() throws {
        let counter = CounterModule(context: CounterContext(routingContext: "test"))
        guard case .step(.act(let work)) = try reading("add 2", on: counter) else {
            Issue.record("the screen's command is a step with its work")
            return
        }
        #expect(work.name == "add" && !work.navigates)
        #expect(throws: TerminalHostError.self) {
            try reading("add 2", on: ElsewhereModule(context: ElsewhereContext(routingContext: "test")))
        }
    }

    @Test func linksCompleteUpToTheirFirstParameter() {
        let completions = grammar.completions(
            on: nil, routes: ["feed", "post/{id}", "profile/{handle:text}", "feed"])
        #expect(
            completions
                == Completions(
                    usages: grammar.help.map(\.usage),
                    values: ["URL": ["mosaic://feed", "mosaic://post/", "mosaic://profile/"]]))
    }

    // MARK: Drawing: events in, effects out (ShellDecisions)

    /// Lines edited, nothing submitted, nothing written by the input.
    let editing = InputStatus()

    /// A session whose first screen `screen` is printed and whose prompt waits.
    func atPrompt(_ screen: String = "A\nB") -> ShellDecisions {
        var decisions = ShellDecisions()
        _ = decisions.handle(.showingScreen(screen))
        _ = decisions.handle(.showingPrompt)
        return decisions
    }

    @Test func aChangeAtThePromptIsDrawnInPlaceOnlyWhenNothingButThePromptIsBelowTheScreen() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeObserved(editing)) == [.drawChange])
        #expect(
            decisions.handle(.changeRendered("A\nC", editing))
                == [.print("\u{1B}[2F\u{1B}[JA\nC"), .showPrompt, .flush])
        #expect(
            decisions.handle(.changeRendered("A\nC", editing)) == [.showPrompt],
            "the same screen is not printed again; the prompt taken off for it comes back")
        _ = decisions.handle(.errorReported("gone"))
        #expect(
            decisions.handle(.changeRendered("D", editing)) == [
                .print("\nD"), .showPrompt, .flush,
            ],
            "an error was printed below it")
    }

    @Test func withoutALineEditorAChangeIsPrintedBelowNeverInPlace() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeObserved(nil)) == [.drawChange])
        #expect(
            decisions.handle(.changeRendered("A\nC", nil)) == [
                .print("\nA\nC"), .showPrompt, .flush,
            ])
    }

    /// The first bug: a change drawn between the line typed and its answer.
    @Test func aChangeWhileATypedLineIsAnsweredIsDrawnOnceThePromptIsBack() {
        var decisions = atPrompt()
        let submitted = InputStatus(lineSubmitted: true)
        #expect(
            decisions.handle(.changeObserved(submitted)) == [], "a line submitted: its answer comes first")
        #expect(decisions.handle(.lineRead(number: 1, typedAhead: nil)) == [])
        #expect(decisions.handle(.changeObserved(editing)) == [], "its command is carried out")
        #expect(decisions.handle(.showingScreen("E")) == [.print("E")], "the answer")
        #expect(decisions.handle(.showingPrompt) == [.showPrompt, .drawChange], "then the change, once")
        #expect(decisions.handle(.showingPrompt) == [.showPrompt])
    }

    /// A line submitted after the change was seen, before the prompt came off for it: the screen
    /// is not drawn in place over the line's echo, and its answer still comes first.
    @Test func aLineSubmittedWhileAChangeIsDrawnIsAnsweredFirst() {
        var decisions = atPrompt()
        let submitted = InputStatus(lineSubmitted: true)
        #expect(decisions.handle(.changeObserved(editing)) == [.drawChange])
        #expect(decisions.handle(.changeRendered("A\nC", submitted)) == [], "nothing drawn, no prompt")
        #expect(decisions.handle(.lineRead(number: 1, typedAhead: nil)) == [])
        #expect(decisions.handle(.printedBelow) == [], "its answer: a link")
        #expect(decisions.handle(.showingPrompt) == [.showPrompt, .drawChange], "then the change")
        #expect(
            decisions.handle(.changeRendered("A\nC", editing)) == [.print("\nA\nC"), .showPrompt, .flush],
            "below the answer")
        // The same when the change waited for the prompt, and the next line came as it was drawn.
        #expect(decisions.handle(.changeObserved(submitted)) == [])
        _ = decisions.handle(.lineRead(number: 2, typedAhead: nil))
        #expect(decisions.handle(.showingPrompt) == [.showPrompt, .drawChange])
        #expect(decisions.handle(.changeRendered("A\nD", submitted)) == [])
        #expect(decisions.handle(.lineRead(number: 3, typedAhead: nil)) == [])
        #expect(decisions.handle(.showingPrompt) == [.showPrompt, .drawChange])
    }

    @Test func nothingShownIsNothingDrawnAndThePromptComesBack() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeRendered(nil, editing)) == [.showPrompt])
        #expect(decisions.handle(.changeRendered(nil, nil)) == [], "a prompt without an editor never left")
    }

    @Test func aStepsOwnChangesAreShownWithItsAnswer() {
        var decisions = atPrompt()
        _ = decisions.handle(.lineRead(number: 1, typedAhead: nil))
        #expect(decisions.handle(.changeObserved(nil)) == [])
        _ = decisions.handle(.showingScreen("E"))
        #expect(decisions.handle(.showingPrompt) == [.showPrompt], "nothing waits: the answer showed it")
    }

    /// The second bug: a redraw in place over the lines `^C` wrote.
    @Test func aScreenIsNotDrawnOverLinesTheInputWroteItself() {
        var decisions = atPrompt()
        let wrote = InputStatus(wroteLines: true)
        #expect(decisions.handle(.changeObserved(wrote)) == [.drawChange])
        #expect(
            decisions.handle(.changeRendered("A\nC", wrote)) == [
                .print("\nA\nC"), .showPrompt, .flush,
            ])
    }

    @Test func aResizedWindowIsDrawnBelowWhatTheTerminalReflowed() {
        var decisions = atPrompt()
        #expect(decisions.handle(.resized) == [])
        _ = decisions.handle(.changeObserved(editing))
        #expect(
            decisions.handle(.changeRendered("A\nC", editing)) == [
                .print("\nA\nC"), .showPrompt, .flush,
            ])
    }

    @Test func aLineTypedAheadIsShownAsTypedBeforeItRuns() {
        var decisions = atPrompt()
        #expect(
            decisions.handle(.lineRead(number: 1, typedAhead: "> back")) == [.hidePrompt, .print("> back")])
    }

    @Test func anErrorTakesThePromptOffAndPutsItBackAndAScriptsErrorSaysItsLine() {
        var decisions = atPrompt()
        #expect(
            decisions.handle(.errorReported("x")) == [.hidePrompt, .printError("error: x"), .restorePrompt])
        var script = ShellDecisions(scriptName: "s.txt")
        _ = script.handle(.lineRead(number: 3, typedAhead: nil))
        #expect(
            script.handle(.errorReported("bad\u{1B}[2J")) == [
                .hidePrompt, .printError("s.txt:3: error: bad\\u{1B}[2J"),
            ])
        #expect(script.errors == 1 && decisions.errors == 1)
    }

    @Test func aNoticeIsShownUnderTheFirstScreenAsItIsDrawnAgainUntilALineIsRead() {
        var decisions = ShellDecisions()
        #expect(decisions.handle(.noticePosted("events print as they happen")) == [])
        #expect(decisions.notice == "events print as they happen")
        _ = decisions.handle(.showingScreen("A"))
        _ = decisions.handle(.showingPrompt)
        #expect(decisions.notice != nil, "the first screen drawn again as its loads end keeps it")
        #expect(decisions.handle(.changeObserved(editing)) == [.drawChange], "drawn at the first prompt")
        _ = decisions.handle(.lineRead(number: 1, typedAhead: nil))
        #expect(decisions.notice == nil, "gone once a line is read")
        _ = decisions.handle(.showingPrompt)
        #expect(
            decisions.handle(.noticePosted("later")) == [.hidePrompt, .printNotice("later"), .restorePrompt])
    }

    @Test func afterTheInputEndsChangesAreDrawnUnlessLinesWereEdited() {
        var piped = atPrompt()
        #expect(piped.handle(.inputEnded) == [.leavePrompt])
        #expect(piped.handle(.changeObserved(nil)) == [.drawChange])
        var edited = atPrompt()
        _ = edited.handle(.inputEnded)
        #expect(edited.handle(.changeObserved(editing)) == [])
        var starting = ShellDecisions()
        #expect(starting.handle(.changeObserved(nil)) == [], "the first screen shows what changed before it")
    }
}
