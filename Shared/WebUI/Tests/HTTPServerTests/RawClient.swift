import Foundation
import Locks
import TestSupport

@testable import HTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client on a raw socket, for tests that send what a browser never would. Its waits run on a
/// thread of their own (see ``offThePool(_:)``).
final class RawClient: Sendable {
    let fd: Int32
    /// Bytes read past the last response: the start of the next (pipelined) one.
    private let leftover = Locked<[UInt8]>([])

    /// Connects to the loopback address at `port`.
    init(port: UInt16) throws {
        guard let fd = loopbackSocket(port: port) else {
            throw Socket.Failure(description: "cannot connect to port \(port)")
        }
        self.fd = fd
    }

    deinit { Socket.close(fd) }

    /// Sends `text` as it is.
    func send(_ text: String) {
        _ = Socket.write(fd, Array(text.utf8), until: .now + .seconds(30))
    }

    /// What arrives until the server closes the connection, or `seconds` pass (a bound on a hang,
    /// not a measure: under Thread Sanitizer with every suite running, a reply can take seconds).
    func readUntilClosed(seconds: Double = 30) async -> (text: String, closed: Bool) {
        await offThePool { self.waitUntilClosed(seconds: seconds) }
    }

    private func waitUntilClosed(seconds: Double) -> (text: String, closed: Bool) {
        var bytes: [UInt8] = []
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            switch Socket.read(fd, until: deadline) {
            case .bytes(let more): bytes += more
            case .closed: return (String(decoding: bytes, as: UTF8.self), true)
            case .timedOut: return (String(decoding: bytes, as: UTF8.self), false)
            }
        }
    }

    /// One response — its head and as many body bytes as its Content-Length says — or what came
    /// before `seconds` passed.
    func readResponse(seconds: Double = 30) async -> String {
        await offThePool { self.waitForResponse(seconds: seconds) }
    }

    /// Reads once, whatever has come, waiting `seconds` at most.
    func readSome(seconds: Double = 30) async {
        _ = await offThePool { Socket.read(self.fd, until: .now + .milliseconds(Int(seconds * 1000))) }
    }

    private func waitForResponse(seconds: Double) -> String {
        var bytes = leftover.withLock { saved in
            defer { saved = [] }
            return saved
        }
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            let text = String(decoding: bytes, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let head = text[..<end.lowerBound]
                let length =
                    head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingSpacesAndTabs()) } ?? 0
                let headBytes = text[..<end.upperBound].utf8.count
                if bytes.count >= headBytes + length {
                    leftover.withLock { $0 = Array(bytes[(headBytes + length)...]) }
                    return String(decoding: bytes[0..<(headBytes + length)], as: UTF8.self)
                }
            }
            guard case .bytes(let more) = Socket.read(fd, until: deadline) else { return text }
            bytes += more
        }
    }
}

extension String {
    /// The status line's code (`HTTP/1.1 404 Not Found` → 404).
    var status: Int? { split(separator: " ").dropFirst().first.flatMap { Int($0) } }
}
