import Testing
import WebUI

/// Values from data and URLs are text, never markup: every text and attribute value is escaped,
/// all five of `& < > " '`, wherever they stand.
@Suite struct HTMLTests {
    @Test func aHostileCaptionIsShownAsText() {
        let caption = "<img src=x onerror=alert(1)>"
        #expect(HTML.tag("p", [], [.text(caption)]).markup == "<p>&lt;img src=x onerror=alert(1)&gt;</p>")
    }

    @Test func allFiveAreEscapedInTextAndInAttributesAlike() {
        let value = #"a & b < c > d " e ' f"#
        let expected = "a &amp; b &lt; c &gt; d &quot; e &#39; f"
        #expect(HTML.escape(value) == expected)
        #expect(
            HTML.tag("a", [HTML.Attribute("href", "/x\" onclick='y'")], [.text(value)]).markup
                == "<a href=\"/x&quot; onclick=&#39;y&#39;\">\(expected)</a>")
    }

    @Test func aMarkFollowingALessThanSignDoesNotShieldIt() {
        // "<" and U+0338 make one Character; compared by Character, neither would be "<".
        let sneaky = "<\u{0338}script>"
        #expect(sneaky.first != "<", "one grapheme: the trap a Character comparison falls into")
        #expect(HTML.escape(sneaky) == "&lt;\u{0338}script&gt;")
        #expect(HTML.escape("\"\u{0301}") == "&quot;\u{0301}")
    }

    @Test func voidElementsHaveNoClosingTagAndTextIsUntouchedOtherwise() {
        #expect(
            HTML.tag("input", [HTML.Attribute("name", "token"), HTML.Attribute("value", "ab")]).markup
                == #"<input name="token" value="ab">"#)
        #expect(HTML.text("東京の夜景 🌃").markup == "東京の夜景 🌃")
    }

    /// Escaping byte by byte agrees with the plainest rule — each scalar that is one of the five
    /// replaced, every other kept — on text mixing the five with multi-byte characters,
    /// combining marks and emoji, at every position; and no text comes out with a bare one.
    @Test func byteByByteEscapingAgreesWithTheScalarRuleOnMixedText() {
        let pieces = [
            "&", "<", ">", "\"", "'", "a", " ", "é", "\u{0338}", "\u{0301}", "東", "🌃", "👩‍👩‍👧", "&amp;", "",
        ]
        func plain(_ text: String) -> String {
            var out = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&#39;"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func step() { seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(seed % 9) {
                step()
                text += pieces[Int(seed >> 33) % pieces.count]
            }
            step()
            let escaped = HTML.escape(text)
            #expect(escaped == plain(text), "\(text.debugDescription)")
            #expect(!escaped.unicodeScalars.contains { "<>\"'".unicodeScalars.contains($0) })
        }
    }
}
