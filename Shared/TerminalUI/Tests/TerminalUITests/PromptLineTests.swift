import Testing

@testable import TerminalUI

/// The line typed at a prompt (PromptLine), fed the bytes a terminal sends: what is drawn for
/// each key while the prompt is shown, what is kept while it is not, the lines handed over (and
/// whether they were on screen), and the history to keep.
@Suite struct PromptLineTests {
    /// The prompt and `line`, the cursor at its end, as drawn on a wide terminal.
    static func drawn(_ line: String) -> PromptLine.Effect {
        .write("\rmosaic> " + line + "\u{1B}[K")
    }

    static func feed(_ text: String, to line: inout PromptLine) -> [PromptLine.Effect] {
        line.feed(Array(text.utf8), columns: 80)
    }

    @Test func eachKeyAtThePromptRedrawsTheLineAndEnterEndsItBelow() {
        var line = PromptLine(prompt: "mosaic> ", history: [])
        #expect(line.show(columns: 80) == [Self.drawn("")])
        #expect(Self.feed("l", to: &line) == [Self.drawn("l")])
        #expect(Self.feed("i", to: &line) == [Self.drawn("li")])
        #expect(Self.feed("ke", to: &line) == [Self.drawn("like")], "text read at once is drawn once")
        #expect(Self.feed("\u{7F}\u{7F}", to: &line) == [Self.drawn("lik"), Self.drawn("li")], "backspaces")
        #expect(Self.feed("ke 3\r", to: &line).suffix(2) == [Self.drawn("like 3"), .write("\r\n")])
        #expect(line.removeNextLine() == .some(TypedLine(text: "like 3", wasShown: true)))
        #expect(line.removeNextLine() == nil, "one line, handed over once")
        #expect(line.submitted && !line.isShown && line.typed == ["like 3"])
        _ = line.show(columns: 80)
        #expect(!line.submitted, "answered: the prompt is back")
    }

    @Test func keysTypedWhileTheSessionPrintsAreKeptAndAppearWithThePrompt() {
        var line = PromptLine(prompt: "mosaic> ", history: [])
        _ = line.show(columns: 80)
        #expect(line.hide() == [.write("\r\u{1B}[K")])
        #expect(line.hide() == [], "taken off once")
        #expect(Self.feed("back", to: &line) == [], "nothing drawn while the session prints")
        #expect(line.show(columns: 80) == [Self.drawn("back")])
    }

    @Test func aPasteOfSeveralLinesHandsThemOverInOrderTheSecondNotShown() {
        var line = PromptLine(prompt: "mosaic> ", history: [])
        _ = line.show(columns: 80)
        _ = Self.feed("tab likes\ropen 1\r  \r", to: &line)
        #expect(line.removeNextLine() == .some(TypedLine(text: "tab likes", wasShown: true)))
        #expect(line.removeNextLine() == .some(TypedLine(text: "open 1", wasShown: false)))
        #expect(line.removeNextLine() == .some(TypedLine(text: "  ", wasShown: false)))
        #expect(line.typed == ["tab likes", "open 1"], "a blank line is not history")
    }

    @Test func controlCDropsTheLineAndWritesALineOfItsOwnOnlyAtThePrompt() {
        var line = PromptLine(prompt: "mosaic> ", history: [])
        _ = line.show(columns: 80)
        _ = Self.feed("like 9", to: &line)
        #expect(Self.feed("\u{03}", to: &line) == [.write("^C\r\n"), Self.drawn("")])
        #expect(line.wroteLines && line.removeNextLine() == nil)
        _ = line.hide()
        _ = Self.feed("oops", to: &line)
        #expect(Self.feed("\u{03}", to: &line) == [], "dropped silently while the session prints")
        #expect(line.show(columns: 80) == [Self.drawn("")])
        #expect(!line.wroteLines, "the prompt shown again starts clean")
    }

    @Test func controlDOnAnEmptyLineEndsTheInputAndControlLClearsTheScreen() {
        var line = PromptLine(prompt: "mosaic> ", history: [])
        _ = line.show(columns: 80)
        #expect(Self.feed("\u{0C}", to: &line) == [.write("\u{1B}[H\u{1B}[2J"), Self.drawn("")])
        #expect(line.wroteLines)
        _ = Self.feed("\u{04}", to: &line)
        #expect(line.removeNextLine() == .some(nil), "the input's end")
    }

    @Test func aSecondTabListsTheChoicesBelowAndDrawsTheLineAgain() {
        var line = PromptLine(prompt: "mosaic> ", history: [])
        line.completions = Completions(usages: ["tab NAME"], values: ["NAME": ["feed", "likes"]])
        _ = line.show(columns: 80)
        _ = Self.feed("tab ", to: &line)
        #expect(Self.feed("\t", to: &line) == [Self.drawn("tab ")], "the first Tab: nothing they agree on")
        #expect(Self.feed("\t", to: &line) == [.write("\r\nfeed  likes\r\n"), Self.drawn("tab ")])
        #expect(Self.feed("l\t", to: &line).last == Self.drawn("tab likes "))
    }

    @Test func controlZStopsTheProgramBetweenTheLineEndedAndDrawnAgain() {
        var line = PromptLine(prompt: "mosaic> ", history: [])
        _ = line.show(columns: 80)
        _ = Self.feed("li", to: &line)
        #expect(Self.feed("\u{1A}", to: &line) == [.write("\r\n"), .suspend, Self.drawn("li")])
    }

    @Test func aLineWiderThanTheTerminalScrollsSoTheCursorStaysInView() {
        var line = PromptLine(prompt: "> ", history: [])
        _ = line.show(columns: 20)
        let effects = line.feed(Array("abcdefghijklmnopqrstuvwxyz".utf8), columns: 20)
        // 20 columns, the prompt's 2 and one for the cursor: 17 shown, the last typed among them.
        #expect(effects.last == .write("\r> jklmnopqrstuvwxyz\u{1B}[K"))
        #expect(
            line.feed([0x01], columns: 20) == [.write("\r> abcdefghijklmnopq\u{1B}[K\u{1B}[17D")], "Ctrl-A")
    }

    @Test func whatIsTypedIsDrawnSanitized() {
        var line = PromptLine(prompt: "> ", history: [])
        _ = line.show(columns: 80)
        let drawn = line.feed(Array("a\u{1B}[31mb".utf8), columns: 80)
        for case .write(let text) in drawn {
            #expect(!text.dropFirst().contains("\u{1B}[31m"), "a terminal's escape typed is not drawn raw")
        }
    }
}

/// RawTerminal's doc comment example, compiled (never run: it would read the terminal).
@MainActor
func rawTerminalExample() async {
    let terminal = RawTerminal()
    defer { terminal.stop() }
    var line = PromptLine(prompt: "> ")
    terminal.carryOut(line.show(columns: Terminal.columns))
    while let bytes = await terminal.nextBytes() {
        terminal.carryOut(line.feed(bytes, columns: Terminal.columns))
        while let typed = line.removeNextLine() {
            guard let typed else { return }  // Ctrl-D
            print("you typed \(typed.text)")
            terminal.carryOut(line.show(columns: Terminal.columns))
        }
    }
}
