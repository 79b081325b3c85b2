import Locks

/// One client connection: reads requests one after another (a kept-alive connection), each
/// within the limits, answers each with the handler, and ends when the client or a limit says so.
struct Connection {
    let fd: Int32
    let limits: HTTPLimits
    let handler: HTTPServer.Handler
    /// The server it belongs to, asked whether it stopped before each request.
    let server: HTTPServer

    /// Serves requests until the connection ends.
    func run() {
        var buffer: [UInt8] = []
        while !server.isStopped {
            // Waiting for a request: an idle connection may wait so long; once its first byte
            // has come, the whole request has the read timeout.
            if buffer.isEmpty {
                switch Socket.read(fd, until: .now + .milliseconds(Int(limits.idleTimeout * 1000))) {
                case .bytes(let bytes): buffer = bytes
                case .closed, .timedOut: return
                }
            }
            let deadline = ContinuousClock.now + .milliseconds(Int(limits.readTimeout * 1000))
            guard let (request, rest) = readRequest(&buffer, until: deadline) else { return }
            buffer = rest
            let response = answer(request)
            let keepAlive = request.keepsAlive && !server.isStopped
            guard write(response.serialized(keepAlive: keepAlive, includingBody: request.method != "HEAD"))
            else { return }
            guard keepAlive else { return }
        }
    }

    /// The next request in `buffer` (reading more until `deadline`), and the bytes after it; nil
    /// when the connection ends — after a refusal has been sent.
    private func readRequest(_ buffer: inout [UInt8], until deadline: ContinuousClock.Instant)
        -> (HTTPRequest, [UInt8])?
    {
        while true {
            switch RequestHead.parse(buffer, limits: limits) {
            case .refused(let status, let reason):
                _ = write(HTTPResponse.text(status, reason + "\n").serialized(keepAlive: false))
                return nil
            case .incomplete:
                guard readMore(&buffer, until: deadline) else { return nil }
            case .complete(var request, let headEnd, let bodyLength):
                while buffer.count < headEnd + bodyLength {
                    guard readMore(&buffer, until: deadline) else { return nil }
                }
                request.body = Array(buffer[headEnd..<(headEnd + bodyLength)])
                return (request, Array(buffer[(headEnd + bodyLength)...]))
            }
        }
    }

    /// Appends what arrives before `deadline`; false when the connection ends (after a 408 when
    /// the request did not arrive in time).
    private func readMore(_ buffer: inout [UInt8], until deadline: ContinuousClock.Instant) -> Bool {
        switch Socket.read(fd, until: deadline) {
        case .bytes(let bytes):
            buffer += bytes
            return true
        case .closed:
            return false
        case .timedOut:
            let late = HTTPResponse.text(
                408, "the request took longer than \(limits.readTimeout) s to arrive\n")
            _ = write(late.serialized(keepAlive: false))
            return false
        }
    }

    /// Sends `bytes`, within the write timeout; false when the connection ends.
    private func write(_ bytes: [UInt8]) -> Bool {
        Socket.write(fd, bytes, until: .now + .milliseconds(Int(limits.writeTimeout * 1000)))
    }

    /// The handler's response to `request`, its task run by this connection's thread (see
    /// ``ConnectionExecutor``).
    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        let slot = ResponseSlot()
        let executor = ConnectionExecutor()
        Task(executorPreference: executor) { [handler] in
            let response = await handler(request)
            slot.response.withLock { $0 = response }
            executor.finish()
        }
        executor.runUntilFinished()
        return slot.response.withLock { $0 } ?? .text(500, "no response\n")
    }
}

/// Where a handler's response waits for the connection's thread.
private final class ResponseSlot: Sendable {
    let response = Locked<HTTPResponse?>(nil)
}
