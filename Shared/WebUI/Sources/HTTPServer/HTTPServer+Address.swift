// `@preconcurrency` for `stdout`, a C global the C library keeps thread-safe itself.
#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

extension HTTPServer {
    /// Where it serves, as a browser's address bar takes it: `http://127.0.0.1:8080/`.
    public var address: String { "http://\(host):\(port)/" }

    /// Says where it serves — `serving http://127.0.0.1:8080/` — on standard output, at once: not
    /// kept in the buffer a pipe or a file gets until the process ends, so that a script that
    /// started the server on port 0 reads its port there while it serves.
    public func announce() {
        print("serving \(address)")
        fflush(stdout)
    }
}
