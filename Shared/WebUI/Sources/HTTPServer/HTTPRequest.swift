/// A request as the server read it: its method, target, version, headers and body, every part
/// within the server's ``HTTPLimits``.
public struct HTTPRequest: Sendable, Equatable {
    /// `GET`, `POST`, …, as sent (methods are case-sensitive).
    public var method: String
    /// The request target: the path with its query, as sent (`/feed/post/p1?x=1`).
    public var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    public var version: String
    /// The header fields in order, names as sent.
    public var headers: [(name: String, value: String)]
    /// The body: as many bytes as `Content-Length` said (none without it).
    public var body: [UInt8]

    /// A request (for tests and handlers that make their own).
    public init(
        method: String, target: String, version: String = "HTTP/1.1",
        headers: [(name: String, value: String)] = [], body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// The value of the first header named `name`, compared without case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The target's path, without its query.
    public var path: Substring { target.prefix { $0 != "?" } }

    /// The target's query, after `?`, or empty.
    public var query: Substring {
        guard let mark = target.firstIndex(of: "?") else { return "" }
        return target[target.index(after: mark)...]
    }

    /// Whether the connection stays open after the response: HTTP/1.1 unless the client says
    /// `Connection: close`, HTTP/1.0 only when it says `keep-alive`.
    public var keepsAlive: Bool {
        let connection = header("Connection")?.lowercased() ?? ""
        let tokens = connection.split(separator: ",").map { $0.trimmingSpacesAndTabs() }
        if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
        return !tokens.contains("close")
    }

    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value) && lhs.body == rhs.body
    }
}

extension Substring {
    /// Without spaces and tabs at either end (HTTP's optional whitespace), trimmed scalar by
    /// scalar: a combining mark after a space does not make the space part of the value.
    func trimmingSpacesAndTabs() -> Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return Substring(scalars[first...last])
    }
}
