import Testing

@testable import HTTPServer

/// The head of a request, read within the limits: each refusal says its status and why.
@Suite struct RequestHeadTests {
    func parse(_ text: String, limits: HTTPLimits = HTTPLimits()) -> RequestHead.Result {
        RequestHead.parse(Array(text.utf8), limits: limits)
    }

    func status(_ text: String, limits: HTTPLimits = HTTPLimits()) -> Int? {
        if case .refused(let status, _) = parse(text, limits: limits) { return status }
        return nil
    }

    @Test func aWholeHeadIsReadWithItsHeadersAndItsBodysLength() throws {
        let text = "POST /like/p1?x=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nX-Two:  b c \r\n\r\nabc"
        guard case .complete(let request, let headEnd, let bodyLength) = parse(text) else {
            Issue.record("not complete: \(parse(text))")
            return
        }
        #expect(request.method == "POST" && request.target == "/like/p1?x=1" && request.version == "HTTP/1.1")
        #expect(request.path == "/like/p1" && request.query == "x=1")
        #expect(
            request.header("x-two") == "b c", "values lose the spaces around them; names match without case")
        #expect(headEnd == text.utf8.count - 3 && bodyLength == 3)
        #expect(parse("GET / HTTP/1.1\r\nHost: a\r\n") == .incomplete, "no empty line yet")
        #expect(parse("GET / HT") == .incomplete)
        guard case .complete(_, _, 3) = parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\na\nb")
        else {
            Issue.record("a body's line feeds are its own")
            return
        }
    }

    @Test func aRequestLineOverItsLimitIs414EvenBeforeItEnds() {
        var limits = HTTPLimits()
        limits.requestLine = 32
        let long = "GET /" + String(repeating: "a", count: 40)
        #expect(status(long, limits: limits) == 414, "refused before the line ends")
        #expect(status(long + " HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits) == 414)
        #expect(status("GET /short HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits) == nil)
    }

    @Test func headersCountNamesAndValuesTogetherAndTheirNumber() {
        var limits = HTTPLimits()
        limits.headerBytes = 100
        limits.headerCount = 5
        let many = (0..<6).map { "a\($0): b\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\n\(many)\r\n", limits: limits) == 431, "six tiny headers")
        let big = "X: " + String(repeating: "v", count: 120) + "\r\n"
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\n\(big)\r\n", limits: limits) == 431)
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\n\(big)", limits: limits) == 431, "before the block ends")
        let names = "\(String(repeating: "n", count: 60)): v\r\n\(String(repeating: "m", count: 45)): v\r\n"
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\n\(names)\r\n", limits: limits) == 431, "names count too")
    }

    /// Found by fuzz-request-head: header fields were limited by names and values once the head
    /// was whole, but by their bytes as sent while it arrived — so a head accepted in one read
    /// was refused (431) when its bytes came in two; and the wait gave up a byte early.
    @Test func whetherAHeadIsAcceptedNeverDependsOnHowItsBytesArrive() {
        var limits = HTTPLimits()
        limits.headerBytes = 24
        let head = "GET / HTTP/1.1\r\nHost: a\r\nX:            b\r\n\r\n"  // 24 bytes of fields as sent
        guard case .complete = parse(head, limits: limits) else {
            Issue.record("not accepted whole: \(parse(head, limits: limits))")
            return
        }
        for length in 0..<head.utf8.count {
            let prefix = RequestHead.parse(Array(head.utf8.prefix(length)), limits: limits)
            #expect(prefix == .incomplete, "the first \(length) bytes: \(prefix)")
        }
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\nX:             b\r\n\r\n", limits: limits) == 431)
    }

    /// Found by fuzz-request-head: values were trimmed by character, and a space followed by a
    /// combining mark is one character, so the space stayed in the value.
    @Test func aValueLosesTheSpacesAroundItEvenBeforeACombiningMark() {
        guard case .complete(let request, _, _) = parse("GET / HTTP/1.1\r\nHost: a\r\nX: \u{59C}b \r\n\r\n")
        else {
            Issue.record("not accepted")
            return
        }
        #expect(request.header("X") == "\u{59C}b")
    }

    @Test func aBodyOverItsLimitIsRefusedFromItsContentLength() {
        var limits = HTTPLimits()
        limits.body = 10
        #expect(status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\n", limits: limits) == 413)
        #expect(status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999\r\n\r\n") == 400)
        #expect(status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n") == 400)
        #expect(status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") == 400)
        #expect(status("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n") == 501)
    }

    @Test(arguments: [
        "GET /\r\n\r\n", "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", "GET a HTTP/1.1\r\nHost: a\r\n\r\n",
        "G(T / HTTP/1.1\r\nHost: a\r\n\r\n", "GET / HTTP/1.1\r\nHost a\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", "GET / HTTP/1.1\r\nHost: a\rX: b\r\n\r\n",
        "GET / HTTP/1.1\r\nX: a\u{01}b\r\nHost: a\r\n\r\n", "GET / HTTP/1.1\r\n\r\n",
        "GET /é HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET / SPDY/3\r\nHost: a\r\n\r\n", "GET / HTTP/1.1\nHost: a\n\n", "GET / HTTP/1.1\r\nHost: a\n\r\n",
        "GET / HTTP/1.1\n",
    ])
    func aMalformedRequestIs400(_ text: String) {
        #expect(status(text) == 400, "\(text.debugDescription)")
    }

    @Test func anotherVersionOfHTTPIs505() {
        #expect(status("GET / HTTP/2.0\r\nHost: a\r\n\r\n") == 505)
        #expect(status("GET / HTTP/1.0\r\n\r\n") == nil, "HTTP/1.0 needs no Host")
    }

    @Test func keepAliveFollowsTheVersionAndTheConnectionHeader() {
        #expect(HTTPRequest(method: "GET", target: "/").keepsAlive)
        #expect(!HTTPRequest(method: "GET", target: "/", headers: [("Connection", "Close")]).keepsAlive)
        #expect(!HTTPRequest(method: "GET", target: "/", version: "HTTP/1.0").keepsAlive)
        #expect(
            HTTPRequest(
                method: "GET", target: "/", version: "HTTP/1.0", headers: [("connection", "keep-alive")]
            ).keepsAlive)
    }

    @Test func aResponsesLengthIsItsBytesNotItsCharacters() {
        let bytes = HTTPResponse.text(200, "é☃").serialized(keepAlive: true)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(text.contains("Content-Length: 5\r\n"), "é is 2 bytes, ☃ is 3")
        #expect(text.contains("Connection: keep-alive\r\n"))
    }
}

@Suite struct SecureHeadersTests {
    /// Found by attacking the server (issue 86): no response said it may not be framed, so
    /// another site could frame a page whose forms act on a click.
    @Test func everyResponseCarriesTheSecureHeadersUnlessItSetsItsOwn() {
        let refusal = String(
            decoding: HTTPResponse.text(400, "bad\n").serialized(keepAlive: false), as: UTF8.self)
        for line in [
            "X-Content-Type-Options: nosniff", "X-Frame-Options: DENY", "Referrer-Policy: no-referrer",
            "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        ] {
            #expect(refusal.contains("\r\n" + line), "\(line)")
        }
        let page = HTTPResponse(status: 200, headers: [("Content-Security-Policy", "default-src 'self'")])
        let head = String(decoding: page.serialized(keepAlive: true), as: UTF8.self)
        #expect(head.components(separatedBy: "Content-Security-Policy:").count == 2, "its own, once")
        #expect(head.contains("Content-Security-Policy: default-src 'self'\r\n"))
        #expect(head.contains("X-Frame-Options: DENY\r\n"))
    }
}
