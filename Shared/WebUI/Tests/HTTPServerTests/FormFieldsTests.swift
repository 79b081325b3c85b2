import Testing

@testable import HTTPServer

/// A form's fields and a request's cookies, read from what a browser (or anyone) sent.
@Suite struct FormFieldsTests {
    @Test func fieldsAreDecodedPlusAsSpaceAndPercentAsBytes() throws {
        let form = try FormFields(
            parsing: "do=like&post=p1&name=Ada+Lovelace&city=S%C3%A3o%20Paulo&empty=&flag")
        #expect(form["do"] == "like" && form["post"] == "p1")
        #expect(form["name"] == "Ada Lovelace")
        #expect(form["city"] == "São Paulo")
        #expect(form["empty"] == "" && form["flag"] == "")
        #expect(form["missing"] == nil)
        #expect(try FormFields(parsing: "").fields.isEmpty)
        #expect(
            try FormFields(parsing: "a=%3Cb%3E")["a"] == "<b>", "decoded, not escaped: escaping is the page's"
        )
    }

    @Test(arguments: ["a=%", "a=%4", "a=%zz", "a=%FF", "a=%C3"])
    func aMalformedEscapeOrBytesThatAreNotUTF8RefuseTheForm(_ text: String) {
        #expect(throws: FormFields.Malformed.self) { try FormFields(parsing: text) }
    }

    @Test func aFormWithTooManyFieldsIsRefused() throws {
        let many = (0..<65).map { "f\($0)=v" }.joined(separator: "&")
        #expect(throws: FormFields.Malformed(description: "more than 64 form fields")) {
            try FormFields(parsing: many)
        }
        #expect(try FormFields(parsing: many, limit: 65).fields.count == 65)
    }

    /// Found by fuzz-form-fields: the text was split at characters, and a combining mark after
    /// `&` made one character of both, so the `&` separated nothing.
    @Test func fieldsAreSplitAtTheBytesAndAndEqualsWhateverFollowsThem() throws {
        let form = try FormFields(parsing: "a=1&\u{301}b=2\u{301}=3")
        #expect(form.fields.map(\.name) == ["a", "\u{301}b"])
        #expect(form.fields.map(\.value) == ["1", "2\u{301}=3"])
    }

    /// Found by fuzz-form-fields: as with forms, `;` and `=` followed by a combining mark were
    /// not separators, and a space before one was not trimmed.
    @Test func cookiesAreSplitAtScalarsAndTrimmedOfSpacesBeforeACombiningMark() {
        let request = HTTPRequest(
            method: "GET", target: "/", headers: [("Cookie", "a=1;\u{301}x=2; session= \u{301}v")])
        #expect(request.cookie("a") == "1")
        #expect(request.cookie("\u{301}x") == "2")
        #expect(request.cookie("session") == "\u{301}v")
    }

    @Test func aCookieIsFoundByNameAcrossHeaders() {
        let request = HTTPRequest(
            method: "GET", target: "/",
            headers: [("Host", "a"), ("Cookie", "theme=dark; session=abc123"), ("cookie", "other=1")])
        #expect(request.cookie("session") == "abc123")
        #expect(request.cookie("other") == "1")
        #expect(request.cookie("sess") == nil)
    }
}
