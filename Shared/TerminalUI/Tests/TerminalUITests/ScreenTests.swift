import Testing

@testable import TerminalUI

@Suite struct ScreenTests {
    @Test func listsShowNumbersStableIDsAndAlignedColumns() {
        var screen = Screen(title: "Feed")
        screen.list([
            ListItem(id: "p1", columns: ["@alice", "東京"]),
            ListItem(id: "p10", columns: ["@bo", "café"]),
        ])
        #expect(
            screen.text == """
                Feed
                1.  [p1]   @alice  東京
                2.  [p10]  @bo     café

                """)
    }

    @Test func columnsAlignAfterWideAndCombiningCharacters() {
        var table = Table()
        table.row(["東京", "x"])
        table.row(["e\u{301}e\u{301}", "y"])
        table.row(["👋", "z"])
        let lines = Screen.lines(of: table)
        let offsets = lines.map { DisplayWidth.of($0.dropLast()) }
        #expect(Set(offsets).count == 1)
    }

    /// Loading, failed to load, loaded — and loaded, then a refresh that failed: the list it
    /// loaded stays, the failure a line above it.
    @Test func theStatusLineStandsInsteadOfWhatIsNotLoadedAndBesideWhatIs() {
        func shown(error: String?, isLoaded: Bool) -> (content: Bool, text: String) {
            var screen = Screen()
            let content = screen.addStatusUnlessLoaded(error: error, isLoaded: isLoaded)
            if content { screen.line("the list") }
            return (content, screen.text)
        }
        #expect(shown(error: nil, isLoaded: false) == (false, "Loading…\n"))
        #expect(shown(error: "offline", isLoaded: false) == (false, "error: offline\n"))
        #expect(shown(error: nil, isLoaded: true) == (true, "the list\n"))
        #expect(shown(error: "offline", isLoaded: true) == (true, "error: offline\nthe list\n"))
    }

    @Test func keyValuesAlignTheirValues() {
        var screen = Screen()
        screen.keyValues([("name", "Ada"), ("signature", "hi")])
        #expect(screen.text == "name:      Ada\nsignature: hi\n")
    }

    @Test func tabBarMarksTheSelectedTab() {
        var screen = Screen()
        screen.tabBar(["feed", "likes"], selected: 1)
        #expect(screen.text == " feed  [likes]\n")
        var other = Screen()
        other.tabBar(["feed", "likes"], selected: 0)
        #expect(other.text == "[feed]  likes\n", "no trailing space")
    }

    @Test func plainRenderingHoldsNoEscapeByte() {
        var screen = Screen(title: "T")
        screen.line("bad \u{1B}[31m data", style: .error)
        #expect(!screen.render(.plain).contains("\u{1B}"))
    }

    @Test func colourRenderingWrapsStyledSpans() {
        var screen = Screen(title: "T")
        #expect(screen.render(ColorPolicy(isEnabled: true)) == "\u{1B}[1mT\u{1B}[0m\n")
        screen.line("x")
        #expect(screen.render(ColorPolicy(isEnabled: true)).hasSuffix("x\n"))
    }

    @Test func longCellsAreCutToTheColumnLimit() {
        var screen = Screen()
        screen.list([ListItem(id: "p1", columns: [String(repeating: "a", count: 100)])], maxColumnWidth: 10)
        #expect(screen.text == "1.  [p1]  aaaaaaaaa…\n")
    }
}

extension Screen {
    static func lines(of table: Table) -> [String] {
        var screen = Screen()
        screen.table(table)
        return screen.text.split(separator: "\n").map(String.init)
    }
}

/// A suite of this module, not an extension of `Screen`: a test in an extension is named after
/// the extended type's module (`TerminalUI.Screen/…`), so `swift test --filter
/// '^(TerminalUITests)\.'` — what a CI shard runs — would leave it out.
@Suite struct TableLayoutTests {
    @Test func aTableLaidOutInPlaceGivesTheLinesOfACopy() {
        var table = Table(maxColumnWidth: 6)
        table.row(["a", "東京", "the longest cell", "x"])
        table.row([Span("bb", style: .dim), Span("c")])
        table.row(["only"])
        table.row([String]())
        var reserved: [Span] = []
        reserved.reserveCapacity(7)  // as a screen's list reserves: the row becomes its line
        reserved.append(contentsOf: [Span("1."), Span("é"), Span("z")])
        table.row(reserved)
        let copied = table.lines()
        #expect(
            copied.map { $0.map(\.text).joined() } == [
                "a     東京  the l…  x", "bb    c", "only", "", "1.    é     z",
            ])
        var moved: [[Span]] = [[Span("above")]]
        table.moveLines(to: &moved)
        #expect(moved == [[Span("above")]] + copied)
        #expect(table.rows.isEmpty, "moving the lines out leaves the table empty")
    }
}
