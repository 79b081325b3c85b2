import ModuleKit
import TerminalUI
import Testing

@testable import TerminalHost

/// The shell's decisions as values, without a terminal: how a command reads (ShellGrammar) and
/// how a screen is drawn again (ShellDisplay).
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

    @Test func aScreenIsDrawnAgainInPlaceOnlyWhenNothingWasPrintedBelowIt() {
        var display = ShellDisplay()
        #expect(display.redraw("A", editing: true) == .below, "nothing printed yet")
        display.printed(screen: "A\nB")
        #expect(display.redraw("A\nB", editing: true) == .none, "the same screen is not printed again")
        #expect(display.redraw("A\nC", editing: true) == .inPlace(lines: 2))
        #expect(display.redraw("A\nC", editing: false) == .below, "without a line editor, never in place")
        display.prompting(true)
        #expect(display.redraw("A\nC", editing: true) == .inPlace(lines: 2), "the prompt alone is below it")
        display.prompting(false)
        #expect(display.redraw("A\nC", editing: true) == .below, "a line was typed below it")
        display.printed(screen: "D")
        display.printedBelowScreen()
        #expect(display.redraw("E", editing: true) == .below, "an error was printed below it")
        display.settling = true
        #expect(
            display.redraw("F", editing: true) == .none,
            "a step in its grace shows its screen once, at its end")
    }

    @Test func aChangeWhileATypedCommandRunsIsDrawnOnceThePromptIsBack() {
        var display = ShellDisplay()
        display.prompting(true)
        let atOnce = display.mayDraw(lineSubmitted: false)
        let waitedAtOnce = display.takeDrawAtPrompt()
        #expect(atOnce && !waitedAtOnce, "at the prompt, nothing typed: at once")
        let whileSubmitted = display.mayDraw(lineSubmitted: true)
        #expect(!whileSubmitted, "a line submitted: its answer comes first")
        display.prompting(false)
        let whileRunning = display.mayDraw(lineSubmitted: false)
        #expect(!whileRunning, "its command is carried out")
        let first = display.takeDrawAtPrompt()
        let second = display.takeDrawAtPrompt()
        #expect(first && !second, "drawn when the prompt is back, once")
    }

    @Test func aResizedWindowIsDrawnBelowWhatTheTerminalReflowedAndEachRedrawSaysHow() {
        var display = ShellDisplay()
        display.printed(screen: "A\nB")
        display.prompting(true)
        #expect(display.redraw("A\nC", editing: true) == .inPlace(lines: 2))
        display.resized()
        #expect(display.redraw("A\nC", editing: true) == .below)
        #expect(ShellDisplay.Redraw.inPlace(lines: 2).lead == "\u{1B}[2F\u{1B}[J")
        #expect(ShellDisplay.Redraw.below.lead == "\n")
    }

    @Test func aNoticeIsShownUnderOneScreenOnly() {
        var display = ShellDisplay()
        display.notice = "events print as they happen"
        display.printed(screen: "A")
        #expect(display.notice == nil)
    }
}
