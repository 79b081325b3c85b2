import HiddenCharacters
import Testing

@testable import TerminalUI

@Suite struct SanitizerTests {
    @Test func escapeAndControlCharactersAreShownInert() {
        let text = Sanitizer.sanitize("a\u{1B}[2Jb\u{07}c\u{9B}d\r\n")
        #expect(text == "a\\u{1B}[2Jb\\u{07}c\\u{9B}d\\u{0D}\\u{0A}")
        #expect(!text.containsHiddenOrControl)
    }

    @Test func bidirectionalOverridesAreShownInert() {
        #expect(Sanitizer.sanitize("abc\u{202E}def") == "abc\\u{202E}def")
    }

    @Test func invisibleAndSpoofingCharactersAreShownEscaped() {
        #expect(Sanitizer.sanitize("al\u{200B}ice") == "al\\u{200B}ice")
        #expect(
            Sanitizer.sanitize("a\u{200E}b\u{061C}c\u{2028}d\u{FEFF}e")
                == "a\\u{200E}b\\u{61C}c\\u{2028}d\\u{FEFF}e")
        #expect(Sanitizer.sanitize("x\u{E0041}") == "x\\u{E0041}")
        #expect(Sanitizer.sanitize("a\u{200D}b") == "a\\u{200D}b", "a joiner outside an emoji is shown")
    }

    @Test func aJoinerInsideAnEmojiIsKept() {
        let coder = "👩\u{200D}💻"
        #expect(Sanitizer.sanitize(coder) == coder)
    }

    @Test func ordinaryTextIsKeptWhole() {
        let text = "Café 東京 👋🏽 e\u{301} — ok"
        #expect(Sanitizer.sanitize(text) == text)
    }

    @Test func tabsBecomeSpaces() {
        #expect(Sanitizer.sanitize("a\tb") == "a b")
    }

    @Test func spansSanitiseTheirTextWhenMade() {
        #expect(Span("x\u{1B}]0;title\u{07}").text == "x\\u{1B}]0;title\\u{07}")
    }
}
