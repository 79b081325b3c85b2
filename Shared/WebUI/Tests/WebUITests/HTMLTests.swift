import Testing
import WebUI

/// Values from data and URLs are text, never markup: every text and attribute value is escaped
/// over Unicode scalars, all five of `& < > " '`.
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
}
