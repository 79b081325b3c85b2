import HiddenCharacters
import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("東京", 4), ("café", 4), ("e\u{301}", 1), ("👋", 2), ("👋🏽", 2),
        ("👨‍👩‍👧", 2), ("❤️", 2), ("한국어", 6), ("", 0), ("\u{200B}", 0),
        // Characters of one scalar take a shorter path: symbols, emoji, marks and format characters.
        ("♥ 3", 3), ("☕", 2), ("\u{301}", 0), ("a\u{AD}b", 2), ("é", 1), ("→", 1),
    ])
    func widthCountsTerminalColumns(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func padFillsToTheWidthInColumns() {
        #expect(DisplayWidth.pad("東", to: 4) == "東  ")
        #expect(DisplayWidth.pad("abcdef", to: 3) == "abcdef")
    }

    @Test func truncateCutsByColumnsAndMarksTheCut() {
        #expect(DisplayWidth.truncate("東京タワー", to: 5) == "東京…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("東京タワー", to: 5)) <= 5)
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
    }

    @Test(arguments: [
        "plain", "a caption longer than a small string holds", "東京タワー", "a longer caption, café ☕",
        "bad\u{1B}[2Jcaption", "tab\there",
    ])
    func aSpanMeasuresItsSanitisedTextOnce(text: String) {
        let span = Span(text)
        #expect(span.width == DisplayWidth.of(span.text))
        let padded = Span(padded: span, to: span.width + 3)
        #expect(padded.text == span.text + "   ")
        #expect(padded.width == span.width + 3)
        #expect(Span(padded: span, to: 1).width == span.width)
    }

    @Test func theRangesMeasuredWithoutLookupsHoldNoMarksOrFormatCharacters() {
        func zeroWidthCategory(_ value: UInt32) -> Bool {
            guard let scalar = Unicode.Scalar(value) else { return false }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return true
            default: return scalar.isHiddenOrControl
            }
        }
        #expect(DisplayWidth.symbolsWithoutMarks.filter(zeroWidthCategory).isEmpty)
        let latin = (UInt32(0xA0)..<0x300).filter(zeroWidthCategory)
        #expect(latin == [0xAD], "the soft hyphen alone")
        let latinEmoji = (UInt32(0xA0)..<0x300).filter { Unicode.Scalar($0)!.properties.isEmojiPresentation }
        #expect(latinEmoji.isEmpty)
    }

    @Test func symbolsAreMeasuredFromTheirTableAsFromTheirProperties() {
        var mismatches: [UInt32] = []
        for value in DisplayWidth.symbolsWithoutMarks {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let looked = DisplayWidth.isWide(value) || scalar.properties.isEmojiPresentation ? 2 : 1
            if DisplayWidth.of(Character(scalar)) != looked { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty)
        #expect(DisplayWidth.of("♥★→☕⭐") == 7)
    }

    @Test func scalarsSummedWithoutCharacterBreakingNeverJoinANeighbour() {
        let separate =
            (UInt32(0x20)..<0x7F).map { $0 } + (UInt32(0xA0)..<0x300).filter { $0 != 0xAD }
            + DisplayWidth.symbolsWithoutMarks.map { $0 }
        var joined: [UInt32] = []
        for value in separate {
            let scalar = String(Unicode.Scalar(value)!)
            // Beside a letter, beside itself and beside a symbol, it stays a character of its own.
            if ("a" + scalar + "a").count != 3 || (scalar + scalar).count != 2 || (scalar + "♥").count != 2 {
                joined.append(value)
            }
        }
        #expect(joined.isEmpty)
        #expect(DisplayWidth.of("café ♥ 3 → ☕") == 13)
        #expect(DisplayWidth.of("e\u{301} ♥") == 3, "a combining mark takes the character path")
    }
}
