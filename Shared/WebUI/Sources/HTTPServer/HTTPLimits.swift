/// What the server reads and how long it waits, at most. Past a limit a client gets the status
/// that says which (and the connection closes); the server goes on serving everyone else.
public struct HTTPLimits: Sendable, Equatable {
    /// The request line's bytes (method, target, version), past which the answer is 414.
    public var requestLine = 8 * 1024
    /// The header block's bytes as sent — names, values and the separators between them — past
    /// which the answer is 431.
    public var headerBytes = 16 * 1024
    /// How many header fields, past which the answer is 431 (many tiny headers cost memory too).
    public var headerCount = 100
    /// A body's bytes, past which the answer is 413, given from `Content-Length` before any of
    /// the body is read.
    public var body = 64 * 1024
    /// How long one request may take to arrive, from its first byte to its last, in seconds:
    /// a request that trickles in (slowloris) gets 408 and the connection closes.
    public var readTimeout = 10.0
    /// How long a kept-alive connection may wait for its next request, in seconds.
    public var idleTimeout = 30.0
    /// How long one response may take to be taken by its client, in seconds: a client that reads
    /// too slowly, or not at all, loses its connection.
    public var writeTimeout = 10.0
    /// How many connections are open at once, past which a new one gets 503 and closes.
    public var connections = 128

    /// The defaults.
    public init() {}
}
