/// A response: a status, headers and a body of bytes. The server adds `Content-Length` (the
/// body's bytes), `Connection` and the ``secureHeaders`` the response does not set itself.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code (`200`, `303`, `404`).
    public var status: Int
    /// Header fields, in order; `Content-Length` and `Connection` are the server's to write.
    public var headers: [(name: String, value: String)]
    /// The body's bytes.
    public var body: [UInt8]

    /// A response of `status` with `headers` and `body`.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A text response (`text/plain`, UTF-8).
    public static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// The headers a trusted server sets on every response, unless the response sets its own
    /// (OWASP's secure-headers list; Hummingbird's and Vapor's defaults): no other site may frame
    /// it (a form acts on a click), a browser takes its content type as given, no address is sent
    /// on as a referrer, and a response that is no page — a refusal, a photo — may load and run
    /// nothing. A page sets its own `Content-Security-Policy`, naming what it loads.
    public static let secureHeaders: [(name: String, value: String)] = [
        ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
        (
            "Content-Security-Policy",
            "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
        ),
        ("Referrer-Policy", "no-referrer"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
    ]

    /// The bytes sent for this response, with its `Content-Length` counted in bytes, the
    /// connection kept open or not, and each of the ``secureHeaders`` it does not set itself.
    func serialized(keepAlive: Bool, includingBody: Bool = true) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers
        where name.lowercased() != "content-length" && name.lowercased() != "connection" {
            head += "\(name): \(value)\r\n"
        }
        let named = Set(headers.map { $0.name.lowercased() })
        for (name, value) in Self.secureHeaders where !named.contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n"
        head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(head.utf8) + (includingBody ? body : [])
    }

    /// The reason phrase of `status`.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 303: "See Other"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value) && lhs.body == rhs.body
    }
}
