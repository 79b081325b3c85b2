import HiddenCharacters
import Testing

/// The README's example, compiled and run.
@Suite struct ReadmeExampleTests {
    @Test func theReadmesExampleRefusesAndQuotesAHiddenCharacter() {
        var refused: [String] = []
        // snippet: hidden-characters-readme
        // A name from outside, with a right-to-left override that would show "rtl" as "txt…".
        let name = "rtl\u{202E}txt"
        if name.containsHiddenOrControl {
            // Refuse it, quoting it in one line that shows what it holds: "rtl?txt".
            refused.append("a name may not hold hidden characters: '\(name.hiddenShownAsQuestionMarks)'")
        }
        // end
        #expect(refused == ["a name may not hold hidden characters: 'rtl?txt'"])
        #expect(
            Unicode.Scalar(0x0B as UInt8).isControlCharacter
                && !("\u{2028}" as Unicode.Scalar).isControlCharacter)
    }
}
