import TerminalUI
import Testing

/// The README's example, compiled and run.
@Suite struct ReadmeExampleTests {
    @Test func theReadmesScreenIsTextWithItsRowsNumberedAndEveryValueSanitised() {
        // snippet: terminal-ui-readme
        var screen = Screen(title: "People")
        screen.list([
            ListItem(id: "ada", columns: ["Ada", "3 waves"]),
            // Text from outside is sanitised: this escape is shown, never sent to the terminal.
            ListItem(id: "x", columns: ["Eve\u{1B}[2J", "0 waves"]),
        ])
        screen.commandLine(["greet N", "wave N", "help"])
        // Plain text for a pipe or a file; `.detect()` colours it on a terminal that can.
        let text = screen.render(.plain)
        // end
        #expect(text.contains("People"))
        #expect(text.contains("1.") && text.contains("Ada") && text.contains("2."))
        #expect(text.contains("Eve\\u{1B}[2J") && !text.contains("\u{1B}"))
        #expect(text.contains("commands: greet N · wave N · help"))
    }
}
