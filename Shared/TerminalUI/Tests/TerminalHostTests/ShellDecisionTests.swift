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

    /// A line read as it was on screen.
    let typed = TypedLine(text: "back", wasShown: true)
    /// The edited prompt drawn with nothing typed, and taken off.
    let prompt = ShellEffect.terminal([.write("\r> \u{1B}[K")])
    let hidden = ShellEffect.terminal([.write("\r\u{1B}[K")])

    /// A session whose first screen `screen` is printed and whose prompt waits: its lines edited
    /// at a terminal 80 columns wide, or read as they come (`edited` false).
    func atPrompt(_ screen: String = "A\nB", edited: Bool = true) -> ShellDecisions {
        var decisions = ShellDecisions()
        if edited { _ = decisions.handle(.editingStarted(history: [], columns: 80)) }
        _ = decisions.handle(.showingScreen(screen))
        _ = decisions.handle(.showingPrompt(completions: nil))
        return decisions
    }

    /// What `decisions` do with the keys in `text`, typed.
    func type(_ text: String, into decisions: inout ShellDecisions) -> [ShellEffect] {
        decisions.handle(.bytesRead(Array(text.utf8)))
    }

    @Test func aChangeAtThePromptIsDrawnInPlaceOnlyWhenNothingButThePromptIsBelowTheScreen() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeObserved(idle: false)) == [.drawChange])
        #expect(
            decisions.handle(.changeRendered("A\nC", completions: nil))
                == [hidden, .print("\u{1B}[2F\u{1B}[JA\nC"), prompt, .flush])
        #expect(
            decisions.handle(.changeRendered("A\nC", completions: nil)) == [hidden, prompt],
            "the same screen is not printed again; the prompt taken off for it comes back")
        #expect(decisions.handle(.errorReported("gone")) == [hidden, .printError("error: gone"), prompt])
        #expect(
            decisions.handle(.changeRendered("D", completions: nil)) == [
                hidden, .print("\nD"), prompt, .flush,
            ],
            "an error was printed below it")
    }

    @Test func whatIsTypedIsDrawnAndKeptWhenAChangeIsDrawnAndTabCompletesTheScreenShown() {
        var decisions = atPrompt()
        #expect(
            type("ba", into: &decisions) == [
                .terminal([.write("\r> ba\u{1B}[K")])
            ])
        _ = decisions.handle(.changeObserved(idle: false))
        let likes = Completions(usages: ["back", "like N"])
        #expect(
            decisions.handle(.changeRendered("A\nC", completions: likes)) == [
                hidden, .print("\u{1B}[2F\u{1B}[JA\nC"), .terminal([.write("\r> ba\u{1B}[K")]), .flush,
            ], "the line typed so far comes back with the prompt")
        #expect(decisions.line?.completions == likes)
        #expect(
            type("ck\r", into: &decisions).last
                == .terminal([.write("\r> back\u{1B}[K"), .write("\r\n")]))
        #expect(decisions.removeNextLine() == .some(typed))
        #expect(decisions.removeNextLine() == nil, "one line, removed once")
        #expect(type("\u{4}", into: &decisions) == [])
        #expect(decisions.removeNextLine() == .some(nil), "Ctrl-D on an empty line: the input ended")
    }

    @Test func withoutALineEditorAChangeIsPrintedBelowNeverInPlace() {
        var decisions = atPrompt(edited: false)
        #expect(decisions.handle(.changeObserved(idle: false)) == [.drawChange])
        #expect(
            decisions.handle(.changeRendered("A\nC", completions: nil)) == [
                .print("\nA\nC"), .printPrompt("> "), .flush,
            ])
        #expect(type("back\r", into: &decisions) == [], "bytes mean nothing when lines are not edited")
        #expect(decisions.removeNextLine() == nil)
    }

    /// The first bug: a change drawn between the line typed and its answer.
    @Test func aChangeWhileATypedLineIsAnsweredIsDrawnOnceThePromptIsBack() {
        var decisions = atPrompt()
        _ = type("back\r", into: &decisions)
        #expect(
            decisions.handle(.changeObserved(idle: false)) == [], "a line submitted: its answer comes first")
        #expect(decisions.removeNextLine() == .some(typed))
        #expect(decisions.handle(.lineRead(typed)) == [])
        #expect(decisions.handle(.changeObserved(idle: false)) == [], "its command is carried out")
        #expect(decisions.handle(.showingScreen("E")) == [.print("E"), .flush], "the answer, at once")
        #expect(
            decisions.handle(.showingPrompt(completions: nil)) == [prompt, .drawChange],
            "then the change, once")
        #expect(decisions.handle(.showingPrompt(completions: nil)) == [prompt])
    }

    /// A line submitted as a change is drawn: with the keys fed on the actor that draws, the
    /// change is rendered before the next bytes are read, so it is drawn first and the line's
    /// answer comes below it — never over its echo.
    @Test func aLineTypedAfterAChangeWasDrawnIsAnsweredBelowIt() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeObserved(idle: false)) == [.drawChange])
        _ = decisions.handle(.changeRendered("A\nC", completions: nil))
        _ = type("link\r", into: &decisions)
        _ = decisions.removeNextLine()
        #expect(decisions.handle(.lineRead(TypedLine(text: "link", wasShown: true))) == [])
        #expect(decisions.handle(.printedBelow) == [.flush], "its answer: a link, at once")
        #expect(decisions.handle(.showingPrompt(completions: nil)) == [prompt], "nothing waited")
        #expect(
            decisions.handle(.changeRendered("A\nD", completions: nil)) == [
                hidden, .print("\nA\nD"), prompt, .flush,
            ],
            "below the answer")
    }

    @Test func nothingShownIsNothingDrawnAndThePromptComesBack() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeRendered(nil, completions: nil)) == [hidden, prompt])
        var piped = atPrompt(edited: false)
        #expect(
            piped.handle(.changeRendered(nil, completions: nil)) == [],
            "a prompt without an editor never left")
    }

    @Test func aStepsOwnChangesAreShownWithItsAnswer() {
        var decisions = atPrompt(edited: false)
        _ = decisions.handle(.lineRead(typed))
        #expect(decisions.handle(.changeObserved(idle: false)) == [])
        _ = decisions.handle(.showingScreen("E"))
        #expect(
            decisions.handle(.showingPrompt(completions: nil)) == [.printPrompt("> ")],
            "nothing waits: the answer showed it")
    }

    /// The second bug: a redraw in place over the lines `^C` wrote.
    @Test func aScreenIsNotDrawnOverLinesTheInputWroteItself() {
        var decisions = atPrompt()
        _ = type("oops", into: &decisions)
        #expect(
            type("\u{3}", into: &decisions) == [.terminal([.write("^C\r\n"), .write("\r> \u{1B}[K")])],
            "Ctrl-C drops the line")
        #expect(decisions.handle(.changeObserved(idle: false)) == [.drawChange])
        #expect(
            decisions.handle(.changeRendered("A\nC", completions: nil)) == [
                hidden, .print("\nA\nC"), prompt, .flush,
            ])
    }

    @Test func aResizedWindowIsDrawnBelowWhatTheTerminalReflowedAndTheLineScrollsToItsWidth() {
        var decisions = atPrompt()
        _ = type(String(repeating: "x", count: 30), into: &decisions)
        #expect(decisions.handle(.resized(columns: 20)) == [])
        _ = decisions.handle(.changeObserved(idle: false))
        // 20 columns: the prompt, 17 of the 30 typed, the cursor's column.
        let narrow = ShellEffect.terminal([.write("\r> " + String(repeating: "x", count: 17) + "\u{1B}[K")])
        #expect(
            decisions.handle(.changeRendered("A\nC", completions: nil)) == [
                hidden, .print("\nA\nC"), narrow, .flush,
            ])
    }

    @Test func aLineTypedAheadIsShownAsTypedBeforeItRuns() {
        var decisions = atPrompt()
        #expect(
            decisions.handle(.lineRead(TypedLine(text: "back\u{1B}[2J", wasShown: false))) == [
                hidden, .print("> back\\u{1B}[2J"),
            ])
    }

    @Test func anErrorTakesThePromptOffAndPutsItBackAndAScriptsErrorSaysItsLine() {
        var decisions = atPrompt()
        #expect(decisions.handle(.errorReported("x")) == [hidden, .printError("error: x"), prompt])
        var script = ShellDecisions(scriptName: "s.txt", interactive: false, prompt: nil)
        for _ in 1...3 { _ = script.handle(.lineRead(typed)) }
        #expect(
            script.handle(.errorReported("bad\u{1B}[2J")) == [.printError("s.txt:3: error: bad\\u{1B}[2J")])
        #expect(script.errors == 1 && decisions.errors == 1)
    }

    @Test func aNoticeIsShownUnderTheFirstScreenAsItIsDrawnAgainUntilALineIsRead() {
        var decisions = ShellDecisions()
        _ = decisions.handle(.editingStarted(history: [], columns: 80))
        #expect(decisions.handle(.noticePosted("events print as they happen")) == [])
        #expect(decisions.notice == "events print as they happen")
        _ = decisions.handle(.showingScreen("A"))
        _ = decisions.handle(.showingPrompt(completions: nil))
        #expect(decisions.notice != nil, "the first screen drawn again as its loads end keeps it")
        #expect(decisions.handle(.changeObserved(idle: false)) == [.drawChange], "drawn at the first prompt")
        _ = decisions.handle(.lineRead(typed))
        #expect(decisions.notice == nil, "gone once a line is read")
        _ = decisions.handle(.showingPrompt(completions: nil))
        #expect(decisions.handle(.noticePosted("later")) == [hidden, .printNotice("later"), prompt])
    }

    @Test func afterTheInputEndsChangesAreDrawnUnlessLinesWereEdited() {
        var piped = atPrompt(edited: false)
        #expect(piped.handle(.inputEnded(quit: false, askedWorkInFlight: false)) == [.print("")])
        #expect(piped.handle(.changeObserved(idle: false)) == [.drawChange])
        var edited = atPrompt()
        _ = edited.handle(.inputEnded(quit: false, askedWorkInFlight: false))
        #expect(edited.handle(.changeObserved(idle: false)) == [])
        var starting = ShellDecisions()
        #expect(
            starting.handle(.changeObserved(idle: false)) == [],
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
        #expect(decisions.handle(.stepEnded(notRefused: true)) == [.showScreen])
        #expect(decisions.handle(.stepEnded(notRefused: false)) == [])
    }

    @Test func aChangeWithNoWorkInFlightChecksForLeaksWhereverTheSessionIs() {
        var decisions = atPrompt()
        #expect(decisions.handle(.changeObserved(idle: true)) == [.checkLeaks, .drawChange])
        _ = decisions.handle(.lineRead(typed))
        #expect(decisions.handle(.changeObserved(idle: true)) == [.checkLeaks], "drawn later")
    }

    @Test func theEndFinishesWhatWasAskedSayingSoOrWaitsForPipedWorkOrNothingForAScript() {
        var person = atPrompt()
        #expect(
            person.handle(.inputEnded(quit: true, askedWorkInFlight: true)) == [
                .print(""), hidden, .print("finishing what you asked…"), .flush, .finishAsked,
            ])
        var quitPiped = ShellDecisions(prompt: nil)
        #expect(
            quitPiped.handle(.inputEnded(quit: true, askedWorkInFlight: true)) == [
                .print("finishing what you asked…"), .flush, .finishAsked,
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
