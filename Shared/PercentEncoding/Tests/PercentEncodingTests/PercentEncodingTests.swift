import PercentEncoding
import Testing

@Suite struct PercentEncodingTests {
    @Test func escapesAreReadAsTheirBytesAndTheBytesAsUTF8() throws {
        #expect(try PercentEncoding.decode("caf%C3%A9") == "café")
        #expect(try PercentEncoding.decode("caf%c3%a9") == "café", "lower-case hex digits too")
        #expect(try PercentEncoding.decode("plain") == "plain")
        #expect(try PercentEncoding.decode("") == "")
        #expect(try PercentEncoding.decode("%25") == "%")
    }

    @Test func aPlusIsASpaceOnlyInAFormsField() throws {
        #expect(try PercentEncoding.decode("a+b%2B", plusIsSpace: true) == "a b+")
        #expect(try PercentEncoding.decode("a+b", plusIsSpace: false) == "a+b")
    }

    @Test func aBrokenEscapeOrBytesThatAreNotUTF8AreRefused() {
        for text in ["%", "%4", "%G0", "a%zz", "%%41"] {
            #expect(throws: PercentEncoding.Malformed.escape, "\(text)") { try PercentEncoding.decode(text) }
        }
        for text in ["%FF", "%C3", "%C3%28", "%ED%A0%80"] {
            #expect(throws: PercentEncoding.Malformed.notUTF8, "\(text)") { try PercentEncoding.decode(text) }
        }
    }

    @Test func aPercentAfterAPrependedMarkIsStillAnEscape() throws {
        // U+0600 and `%` are one character: the escape is found by its byte.
        #expect(try PercentEncoding.decode("\u{600}%41") == "\u{600}A")
        #expect(throws: PercentEncoding.Malformed.escape) { try PercentEncoding.decode("\u{600}%") }
    }

    @Test func whatIsEncodedReadsBackAndOnlyTheBytesNotKeptAreEscaped() throws {
        for text in ["café au lait", "a/b?c=d&e", "東京 🐈", "%41", "", "~-._"] {
            let encoded = PercentEncoding.encode(text, keeping: PercentEncoding.isUnreserved)
            #expect(try PercentEncoding.decode(encoded) == text)
            #expect(encoded.utf8.allSatisfy { PercentEncoding.isUnreserved($0) || $0 == UInt8(ascii: "%") })
        }
        #expect(
            PercentEncoding.encode("café au lait", keeping: PercentEncoding.isUnreserved)
                == "caf%C3%A9%20au%20lait")
        #expect(
            PercentEncoding.encode("a@b", keeping: { PercentEncoding.isUnreserved($0) || $0 == 0x40 })
                == "a@b")
    }
}
