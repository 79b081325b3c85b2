import Testing

@testable import TerminalUI

@Suite struct SanitizerTests {
    @Test func escapeAndControlCharactersAreShownInert() {
        let text = Sanitizer.sanitize("a\u{1B}[2Jb\u{07}c\u{9B}d\r\n")
        #expect(text == "a\\u{1B}[2Jb\\u{07}c\\u{9B}d\\u{0D}\\u{0A}")
        #expect(!text.unicodeScalars.contains { Sanitizer.isUnsafe($0) })
    }

    @Test func bidirectionalOverridesAreShownInert() {
        #expect(Sanitizer.sanitize("abc\u{202E}def") == "abc\\u{202E}def")
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
