#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The platform's TCP sockets, as the server uses them: a listener on an IPv4 address, and
/// connections it reads with a deadline and writes in full. Every call says how it failed.
enum Socket {
    /// Why a socket call failed: the call and the system's words.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The system's words for the last error, after `call`.
    private static func failure(_ call: String) -> Failure {
        Failure(description: "\(call): \(String(cString: strerror(errno)))")
    }

    /// A listening socket bound to `host` (an IPv4 address) and `port` (0: any free one), and
    /// the port it got.
    static func listen(host: String, port: UInt16) throws(Failure) -> (fd: Int32, port: UInt16) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw Failure(description: "'\(host)' is not an IPv4 address (like 127.0.0.1)")
        }
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw failure("socket") }
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let error = failure("cannot listen on \(host):\(port)")
            close(fd)
            throw error
        }
        guard systemListen(fd, 128) == 0 else {
            let error = failure("listen")
            close(fd)
            throw error
        }
        var got = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &got) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, UInt16(bigEndian: got.sin_port))
    }

    /// Waits up to `milliseconds` for `fd` to have something to read (or a connection to accept).
    /// A signal that interrupts the wait (a child process ending: SIGCHLD) does not end it.
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        waitReadable(fd, until: .now + .milliseconds(Int(milliseconds)))
    }

    /// Waits until `deadline` at most for `fd` to have something to read; interrupted waits
    /// go on with the time left.
    static func waitReadable(_ fd: Int32, until deadline: ContinuousClock.Instant) -> Bool {
        wait(fd, for: Int16(POLLIN), until: deadline)
    }

    /// Waits until `deadline` at most for `fd` to be ready for `events` (POLLIN, POLLOUT). A wait
    /// that ends before the deadline with `fd` not ready — a signal interrupted it (SIGCHLD, when
    /// a child process ends), whatever `errno` says by the time it is read (a signal handler may
    /// have changed it) — goes on with the time left: only the clock says a wait timed out.
    private static func wait(_ fd: Int32, for events: Int16, until deadline: ContinuousClock.Instant) -> Bool
    {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            // Rounded up: a wait of less than a millisecond is one millisecond, not a spin.
            let milliseconds = max(
                0,
                left.components.seconds * 1000
                    + (left.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            var request = pollfd(fd: fd, events: events, revents: 0)
            if poll(&request, 1, Int32(min(milliseconds, Int64(Int32.max)))) > 0 { return true }
            if ContinuousClock.now >= deadline { return false }
        }
    }

    /// A connection waiting on `listener`, or nil.
    static func accept(_ listener: Int32) -> Int32? {
        #if canImport(Glibc)
            let fd = Glibc.accept(listener, nil, nil)
        #else
            let fd = Darwin.accept(listener, nil, nil)
        #endif
        guard fd >= 0 else { return nil }
        var on: Int32 = 1
        #if canImport(Darwin)
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        return fd
    }

    /// What reading a connection gave.
    enum Read: Equatable {
        /// Bytes.
        case bytes([UInt8])
        /// The peer closed the connection (or it failed).
        case closed
        /// Nothing came before the deadline.
        case timedOut
    }

    /// Reads what `fd` has, waiting until `deadline` at most. A signal that interrupts the wait or
    /// the read is no end of the connection: it goes on.
    static func read(_ fd: Int32, until deadline: ContinuousClock.Instant) -> Read {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            guard waitReadable(fd, until: deadline) else { return .timedOut }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .bytes(Array(buffer[0..<count])) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return .closed
        }
    }

    /// Writes all of `bytes` to `fd` by `deadline`; false when the peer went away (never a
    /// SIGPIPE) or did not take them in time — however slowly it reads, it cannot hold the
    /// writer longer.
    static func write(_ fd: Int32, _ bytes: [UInt8], until deadline: ContinuousClock.Instant) -> Bool {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
        #else
            let flags = Int32(MSG_DONTWAIT)
        #endif
        var sent = 0
        while sent < bytes.count {
            guard wait(fd, for: Int16(POLLOUT), until: deadline) else { return false }
            let count = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, flags) }
            if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Closes `fd`.
    static func close(_ fd: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(fd)
        #else
            _ = Darwin.close(fd)
        #endif
    }

    /// Stops `fd` reading and writing, waking a thread blocked on it.
    static func shutdown(_ fd: Int32) {
        #if canImport(Glibc)
            _ = Glibc.shutdown(fd, Int32(SHUT_RDWR))
        #else
            _ = Darwin.shutdown(fd, SHUT_RDWR)
        #endif
    }
}

/// The system's `listen`, which the enum's own `listen` hides.
private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.listen(fd, backlog)
    #else
        Darwin.listen(fd, backlog)
    #endif
}
