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

    @Test(
        arguments: [
            (Unicode.Scalar(0x00), true), ("\n", true), ("\u{1F}", true), ("\u{7F}", true), ("\u{85}", true),
            ("\u{9F}", true), (" ", false), ("~", false), ("\u{A0}", false), ("\u{2028}", false),
            ("\u{202E}", false),
        ] as [(Unicode.Scalar, Bool)])
    func controlCharactersAreC0DeleteAndC1Only(scalar: Unicode.Scalar, control: Bool) {
        #expect(scalar.isControlCharacter == control)
        if control { #expect(scalar.isHiddenOrControl, "every control is hidden or control") }
    }
}

@Suite struct QuotedInMessageTests {
    @Test func aMessageQuotesAtMostSixtyScalarsAndSaysWhenItLeftSomeOut() {
        #expect(String(repeating: "x", count: 60).quotedInMessage == String(repeating: "x", count: 60))
        #expect(String(repeating: "x", count: 61).quotedInMessage == String(repeating: "x", count: 59) + "…")
        let typed = String(repeating: "x", count: 100_000)
        #expect(typed.quotedInMessage.unicodeScalars.count == String.quotedScalarLimit)
        // Scalars, not characters: a letter with thousands of marks is as long as its scalars.
        let zalgo = "a" + String(repeating: "\u{301}", count: 5000)
        #expect(zalgo.quotedInMessage.unicodeScalars.count == 60)
    }

    @Test(arguments: [
        ("dance\u{1B}[2J", "dance?[2J"), ("rtl\u{202E}txt", "rtl?txt"), ("two\nlines", "two?lines"),
        ("\u{9B}31m", "?31m"), ("café ☕", "café ☕"), ("", ""),
    ])
    func aMessageQuotesHiddenAndControlScalarsAsQuestionMarks(text: String, quoted: String) {
        #expect(text.quotedInMessage == quoted)
        #expect(text.dropFirst(0).quotedInMessage == quoted, "a substring is quoted the same")
    }

}
