import Testing

@testable import TerminalUI

/// A screen drawn for a terminal of a given width: no line wider, breaks at spaces, next lines
/// under the column they belong to, a command line broken between commands only.
@Suite struct LineWrappingTests {
    /// A feed-like list: number, id, handle, caption, count.
    static func feed() -> Screen {
        var screen = Screen(title: "Feed")
        screen.list([
            ListItem(
                id: "p1", columns: [Span("@alice"), Span("Morning light over the Tejo ☀️"), Span("♡ 7")]),
            ListItem(
                id: "p3", columns: [Span("@carol"), Span("東京の夜景 and a very long night walk"), Span("♡ 8")]),
            ListItem(
                id: "p13", columns: [Span("@x"), Span("Supercalifragilisticexpialidocious!"), Span("♥ 10")]),
        ])
        screen.commandLine(["like N", "unlike N", "open N", "author N", "more", "prev", "refresh", "help"])
        return screen
    }

    @Test func aWideEnoughTerminalChangesNothing() {
        let screen = Self.feed()
        #expect(screen.render(.plain, width: 200) == screen.text)
        #expect(screen.text.contains("commands: like N · unlike N · open N"), "one line without a width")
    }

    @Test func noLineIsWiderThanTheTerminalAtAnyWidth() {
        let screen = Self.feed()
        for width in 10...120 {
            for line in screen.render(.plain, width: width).split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= width, "\(width) columns: '\(line)'")
            }
        }
    }

    @Test func aCaptionBreaksAtASpaceAndGoesOnUnderItself() {
        let lines = Self.feed().render(.plain, width: 40).split(separator: "\n").map(String.init)
        #expect(
            Array(lines[1...2]) == [
                "1.  [p1]   @alice  Morning light over",
                "                   the Tejo ☀️ ♡ 7",
            ])
    }

    @Test func wideCharactersCountTwoColumnsAndAreNeverCut() {
        let lines = Self.feed().render(.plain, width: 30).split(separator: "\n").map(String.init)
        let carol = lines.drop { !$0.contains("[p3]") }.prefix(3)
        #expect(carol.first == "2.  [p3]   @carol  東京の夜景")
        for line in lines { #expect(DisplayWidth.of(line) <= 30) }
    }

    @Test func aWordWiderThanTheLineIsCutByWidth() {
        let lines = Self.feed().render(.plain, width: 30).split(separator: "\n").map(String.init)
        let long = lines.drop { !$0.contains("[p13]") }.prefix(3).joined(separator: "|")
        #expect(long.contains("Supercalifr"), "\(long)")
        #expect(
            String(long.filter { $0 != "|" && $0 != " " }).contains("Supercalifragilisticexpialidocious!"))
    }

    @Test func theCommandLineBreaksBetweenCommandsUnderTheFirstOne() {
        let text = Self.feed().render(.plain, width: 40)
        let commands = text.split(separator: "\n").drop { !$0.hasPrefix("commands:") }.map(String.init)
        #expect(
            commands == [
                "commands: like N · unlike N · open N ·",
                "          author N · more · prev ·",
                "          refresh · help",
            ])
    }

    @Test func aCountIsNeverSplitAndPaddingShrinksFirst() {
        var screen = Screen()
        screen.line([Span("caption that is long"), Span(spaces: 10), Span("♥ 12")])
        #expect(screen.render(.plain, width: 26) == "caption that is long ♥ 12\n")
        #expect(screen.render(.plain, width: 22) == "caption that is long\n♥ 12\n")
    }

    @Test func anIndentedLabelKeepsItsIndentAndItsValueGoesOnUnderItself() {
        var screen = Screen()
        screen.keyValues([("  display name", "A very long display name indeed"), ("  signature", "(none)")])
        #expect(
            screen.render(.plain, width: 40)
                == "  display name: A very long display name\n                indeed\n  signature:    (none)\n"
        )
    }

    @Test func aHelpSummaryGoesOnUnderItsOwnColumn() {
        var screen = Screen()
        screen.commands([CommandHelp("tab feed|likes|me|settings", "switch tab now")], heading: "Help")
        let lines = screen.render(.plain, width: 40).split(separator: "\n").dropFirst()
        #expect(lines.first == "  tab feed|likes|me|settings  switch tab")
        #expect(lines.dropFirst().first == "                              now")
    }

    @Test func aCommandThatFitsTheWindowIsNeverCutItStartsFurtherLeft() {
        var screen = Screen()
        screen.commandLine(["set name VALUE", "help"])
        #expect(screen.render(.plain, width: 20) == "commands:\n    set name VALUE ·\n          help\n")
    }
}
