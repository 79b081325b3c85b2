import HiddenCharacters
import Testing

@Suite struct HiddenCharactersTests {
    @Test(arguments: [
        ("", true), ("plain text ~!", true), (String(repeating: "long ", count: 20), true), ("café", false),
        ("tab\there", false), ("del\u{7F}", false), ("line\n", false), ("東京", false),
    ])
    func printableASCIIIsSpaceToTilde(text: String, printable: Bool) {
        #expect(text.isPrintableASCII == printable)
        #expect(text.dropFirst(0).isPrintableASCII == printable)  // a Substring reads the same bytes
    }

    @Test(arguments: [
        ("plain", false), ("bad\u{1B}[2J", true), ("rtl\u{202E}txt", true), ("zero\u{200B}width", true),
        ("café ☕", false), ("", false),
    ])
    func hiddenOrControlCharactersAreFound(text: String, found: Bool) {
        #expect(text.containsHiddenOrControl == found)
    }

    @Test(arguments: [
        ("plain", "plain"), ("two\nlines", "two?lines"), ("bad\u{1B}[2J", "bad?[2J"),
        ("rtl\u{202E}txt", "rtl?txt"),
        ("café ☕ 東京", "café ☕ 東京"), ("", ""), ("\r\n", "??"),
    ])
    func hiddenCharactersAreShownAsQuestionMarks(text: String, shown: String) {
        #expect(text.hiddenShownAsQuestionMarks == shown)
        #expect(!shown.containsHiddenOrControl)
    }
}
