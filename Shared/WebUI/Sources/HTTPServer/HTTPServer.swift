import Dispatch
import Locks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on the platform's sockets: keep-alive connections, each read within
/// ``HTTPLimits`` — the request line (414), the header fields as sent, names included, and
/// their number (431), the body, refused from `Content-Length` before it is read (413), the time a
/// request takes to arrive (408), the time a connection may sit idle, the time a client may take
/// to read a response, and the number of connections open at once (503). A malformed request gets 400 and closes its connection; the
/// server goes on. A client that goes away mid-response ends its own connection (SIGPIPE is
/// ignored). Each connection runs on a thread of its own, and each request's handler is awaited
/// there.
///
/// ```swift
/// let server = try HTTPServer(port: 0) { request in .text(200, "hello") }
/// server.start()
/// server.announce()  // prints "serving http://127.0.0.1:PORT/" at once, even to a pipe
/// ```
public final class HTTPServer: Sendable {
    /// What answers a request.
    public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    /// The port the server listens on (the one the system chose, when asked for port 0).
    public let port: UInt16
    /// The address it listens on.
    public let host: String
    /// What it reads and how long it waits, at most.
    public let limits: HTTPLimits
    private let listener: Int32
    private let handler: Handler
    /// How a connection gets its thread (``startThread(_:)``; a test gives one that fails).
    private let connectionThreads: @Sendable (@escaping @Sendable () -> Void) -> Bool
    private let state = Locked(State())

    private struct State {
        var started = false
        var stopped = false
        /// The open connections' descriptors.
        var connections: Set<Int32> = []
    }

    /// A server listening on `host` (an IPv4 address; the loopback by default) and `port` (0:
    /// any free port), answering with `handler` once started.
    public convenience init(
        host: String = "127.0.0.1", port: UInt16 = 0, limits: HTTPLimits = HTTPLimits(),
        handler: @escaping Handler
    ) throws(HTTPServerError) {
        try self.init(
            host: host, port: port, limits: limits, connectionThreads: startThread, handler: handler)
    }

    /// A server whose connections get their threads from `connectionThreads`.
    init(
        host: String, port: UInt16, limits: HTTPLimits,
        connectionThreads: @escaping @Sendable (@escaping @Sendable () -> Void) -> Bool,
        handler: @escaping Handler
    ) throws(HTTPServerError) {
        self.connectionThreads = connectionThreads
        // A client that goes away while it is written to must not end the process.
        signal(SIGPIPE, SIG_IGN)
        do {
            (listener, self.port) = try Socket.listen(host: host, port: port)
        } catch {
            throw HTTPServerError(description: error.description)
        }
        self.host = host
        self.limits = limits
        self.handler = handler
    }

    deinit {
        Socket.close(listener)
    }

    /// How many connections are open now.
    public var openConnections: Int { state.withLock { $0.connections.count } }

    /// Starts accepting connections, on a thread of its own.
    public func start() {
        let first = state.withLock { state in
            defer { state.started = true }
            return !state.started
        }
        guard first else { return }
        guard startThread({ [self] in acceptLoop() }) else {
            fatalError("the system has no thread to give the server's accept loop")
        }
    }

    /// Stops accepting, and closes every connection (a request being answered gets no answer).
    public func stop() {
        // Under the lock: a descriptor in the set is open and this server's (its connection
        // closes it under the same lock), never one the system has since given to another
        // connection — another server's, in the same process.
        state.withLock { state in
            state.stopped = true
            for fd in state.connections { Socket.shutdown(fd) }
        }
        Socket.shutdown(listener)
    }

    /// Whether ``stop()`` was called.
    var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop() {
        while !isStopped {
            guard Socket.waitReadable(listener, milliseconds: 200), let fd = Socket.accept(listener) else {
                continue
            }
            let admitted = state.withLock { state in
                guard !state.stopped, state.connections.count < limits.connections else { return false }
                state.connections.insert(fd)
                return true
            }
            guard admitted else {
                refuse(fd, "the server has \(limits.connections) connections open; try again")
                continue
            }
            let started = connectionThreads { [self] in
                Connection(fd: fd, limits: limits, handler: handler, server: self).run()
                state.withLock { state in
                    state.connections.remove(fd)
                    Socket.close(fd)
                }
            }
            if !started {
                state.withLock { _ = $0.connections.remove(fd) }
                refuse(fd, "the server cannot start a thread for this connection now; try again")
            }
        }
    }

    /// Answers the connection `fd` with a 503 saying `why`, then closes it.
    private func refuse(_ fd: Int32, _ why: String) {
        let busy = HTTPResponse.text(503, why)
        _ = Socket.write(
            fd, busy.serialized(keepAlive: false),
            until: .now + .milliseconds(Int(min(limits.writeTimeout, 1) * 1000)))
        Socket.close(fd)
    }
}

/// Why a server could not start: one line.
public struct HTTPServerError: Error, CustomStringConvertible, Sendable {
    /// The line.
    public var description: String
}
