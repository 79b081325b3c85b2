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
    /// A line read as it was on screen.
    let typed = TypedLine(text: "back", wasShown: true)

    /// A session whose first screen `screen` is printed and whose prompt waits.
    func atPrompt(_ screen: String = "A\nB") -> ShellDecisions {
        var decisions = ShellDecisions()
        _ = decisions.handle(.showingScreen(screen))
        _ = decisions.handle(.showingPrompt)
        return decisions
    }

    @Test func aChangeAtThePromptIsDrawnInPlaceOnlyWhenNothingButThePromptIsBelowTheScreen() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeObserved(editing, idle: false)) == [.drawChange])
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
        #expect(decisions.handle(.changeObserved(nil, idle: false)) == [.drawChange])
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
            decisions.handle(.changeObserved(submitted, idle: false)) == [],
            "a line submitted: its answer comes first")
        #expect(decisions.handle(.lineRead(typed)) == [])
        #expect(decisions.handle(.changeObserved(editing, idle: false)) == [], "its command is carried out")
        #expect(decisions.handle(.showingScreen("E")) == [.print("E"), .flush], "the answer, at once")
        #expect(decisions.handle(.showingPrompt) == [.showPrompt, .drawChange], "then the change, once")
        #expect(decisions.handle(.showingPrompt) == [.showPrompt])
    }

    /// A line submitted after the change was seen, before the prompt came off for it: the screen
    /// is not drawn in place over the line's echo, and its answer still comes first.
    @Test func aLineSubmittedWhileAChangeIsDrawnIsAnsweredFirst() {
        var decisions = atPrompt()
        let submitted = InputStatus(lineSubmitted: true)
        #expect(decisions.handle(.changeObserved(editing, idle: false)) == [.drawChange])
        #expect(decisions.handle(.changeRendered("A\nC", submitted)) == [], "nothing drawn, no prompt")
        #expect(decisions.handle(.lineRead(typed)) == [])
        #expect(decisions.handle(.printedBelow) == [.flush], "its answer: a link, at once")
        #expect(decisions.handle(.showingPrompt) == [.showPrompt, .drawChange], "then the change")
        #expect(
            decisions.handle(.changeRendered("A\nC", editing)) == [.print("\nA\nC"), .showPrompt, .flush],
            "below the answer")
        // The same when the change waited for the prompt, and the next line came as it was drawn.
        #expect(decisions.handle(.changeObserved(submitted, idle: false)) == [])
        _ = decisions.handle(.lineRead(typed))
        #expect(decisions.handle(.showingPrompt) == [.showPrompt, .drawChange])
        #expect(decisions.handle(.changeRendered("A\nD", submitted)) == [])
        #expect(decisions.handle(.lineRead(typed)) == [])
        #expect(decisions.handle(.showingPrompt) == [.showPrompt, .drawChange])
    }

    @Test func nothingShownIsNothingDrawnAndThePromptComesBack() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeRendered(nil, editing)) == [.showPrompt])
        #expect(decisions.handle(.changeRendered(nil, nil)) == [], "a prompt without an editor never left")
    }

    @Test func aStepsOwnChangesAreShownWithItsAnswer() {
        var decisions = atPrompt()
        _ = decisions.handle(.lineRead(typed))
        #expect(decisions.handle(.changeObserved(nil, idle: false)) == [])
        _ = decisions.handle(.showingScreen("E"))
        #expect(decisions.handle(.showingPrompt) == [.showPrompt], "nothing waits: the answer showed it")
    }

    /// The second bug: a redraw in place over the lines `^C` wrote.
    @Test func aScreenIsNotDrawnOverLinesTheInputWroteItself() {
        var decisions = atPrompt()
        let wrote = InputStatus(wroteLines: true)
        #expect(decisions.handle(.changeObserved(wrote, idle: false)) == [.drawChange])
        #expect(
            decisions.handle(.changeRendered("A\nC", wrote)) == [
                .print("\nA\nC"), .showPrompt, .flush,
            ])
    }

    @Test func aResizedWindowIsDrawnBelowWhatTheTerminalReflowed() {
        var decisions = atPrompt()
        #expect(decisions.handle(.resized) == [])
        _ = decisions.handle(.changeObserved(editing, idle: false))
        #expect(
            decisions.handle(.changeRendered("A\nC", editing)) == [
                .print("\nA\nC"), .showPrompt, .flush,
            ])
    }

    @Test func aLineTypedAheadIsShownAsTypedBeforeItRuns() {
        var decisions = atPrompt()
        #expect(
            decisions.handle(.lineRead(TypedLine(text: "back\u{1B}[2J", wasShown: false))) == [
                .hidePrompt, .print("> back\\u{1B}[2J"),
            ])
    }

    @Test func anErrorTakesThePromptOffAndPutsItBackAndAScriptsErrorSaysItsLine() {
        var decisions = atPrompt()
        #expect(
            decisions.handle(.errorReported("x")) == [.hidePrompt, .printError("error: x"), .restorePrompt])
        var script = ShellDecisions(scriptName: "s.txt", interactive: false, prompt: nil)
        for _ in 1...3 { _ = script.handle(.lineRead(typed)) }
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
        #expect(
            decisions.handle(.changeObserved(editing, idle: false)) == [.drawChange],
            "drawn at the first prompt")
        _ = decisions.handle(.lineRead(typed))
        #expect(decisions.notice == nil, "gone once a line is read")
        _ = decisions.handle(.showingPrompt)
        #expect(
            decisions.handle(.noticePosted("later")) == [.hidePrompt, .printNotice("later"), .restorePrompt])
    }

    @Test func afterTheInputEndsChangesAreDrawnUnlessLinesWereEdited() {
        var piped = atPrompt()
        #expect(piped.handle(.inputEnded(quit: false, askedWorkInFlight: false)) == [.print("")])
        #expect(piped.handle(.changeObserved(nil, idle: false)) == [.drawChange])
        var edited = atPrompt()
        _ = edited.handle(.inputEnded(quit: false, askedWorkInFlight: false))
        #expect(edited.handle(.changeObserved(editing, idle: false)) == [])
        var starting = ShellDecisions()
        #expect(
            starting.handle(.changeObserved(nil, idle: false)) == [],
            "the first screen shows what changed before it")
    }

    // MARK: Around the lines: where they come from, each step's end, idle points, the session's end

    @Test func linesAreEditedOnlyWhereAPersonTypesAtATerminalTheEditorCanUse() {
        let person = ShellDecisions(prompt: "> ")
        #expect(person.lines(fromStandardInput: true, editable: true, terminal: true) == .edited)
        #expect(
            person.lines(fromStandardInput: true, editable: false, terminal: true)
                == .read(interruptAtPrompt: true, afterIdle: false), "a terminal the editor cannot use")
        #expect(
            person.lines(fromStandardInput: false, editable: true, terminal: false)
                == .read(interruptAtPrompt: false, afterIdle: false), "lines from elsewhere")
        let piped = ShellDecisions(prompt: nil)
        #expect(
            piped.lines(fromStandardInput: true, editable: true, terminal: true)
                == .read(interruptAtPrompt: false, afterIdle: false), "no prompt: no one to edit")
        let script = ShellDecisions(interactive: false, prompt: "> ")
        #expect(
            script.lines(fromStandardInput: true, editable: true, terminal: true)
                == .read(interruptAtPrompt: false, afterIdle: true),
            "a script starts once the first screen loaded")
    }

    @Test func aStepThatSucceededShowsItsScreenAndOneThatFailedOnlyToldWhy() {
        var decisions = atPrompt()
        _ = decisions.handle(.lineRead(typed))
        #expect(decisions.handle(.stepEnded(succeeded: true)) == [.showScreen])
        #expect(decisions.handle(.stepEnded(succeeded: false)) == [])
    }

    @Test func aChangeWithNoWorkInFlightChecksForLeaksWhereverTheSessionIs() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeObserved(editing, idle: true)) == [.checkLeaks, .drawChange])
        _ = decisions.handle(.lineRead(typed))
        #expect(decisions.handle(.changeObserved(editing, idle: true)) == [.checkLeaks], "drawn later")
    }

    @Test func theEndFinishesWhatWasAskedSayingSoOrWaitsForPipedWorkOrNothingForAScript() {
        var person = atPrompt()
        #expect(
            person.handle(.inputEnded(quit: true, askedWorkInFlight: true)) == [
                .print(""), .hidePrompt, .print("finishing what you asked…"), .flush, .finishAsked,
            ])
        var quitPiped = ShellDecisions(prompt: nil)
        #expect(
            quitPiped.handle(.inputEnded(quit: true, askedWorkInFlight: true)) == [
                .hidePrompt, .print("finishing what you asked…"), .flush, .finishAsked,
            ], "quit: what was asked, not the screens' loads")
        var piped = ShellDecisions(prompt: nil)
        #expect(
            piped.handle(.inputEnded(quit: false, askedWorkInFlight: true)) == [.waitUntilIdle],
            "piped input's last commands' work is shown")
        var script = ShellDecisions(interactive: false, prompt: nil)
        #expect(
            script.handle(.inputEnded(quit: false, askedWorkInFlight: false)) == [],
            "it waited after each line")
    }
}
