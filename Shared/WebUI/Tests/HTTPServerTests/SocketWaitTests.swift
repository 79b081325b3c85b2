import Locks
import TestSupport
import Testing

@testable import HTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A socket's wait ends when the socket is ready or at its deadline — never before because
/// signals interrupted it (a test process gets SIGCHLD each time a child process ends).
@Suite struct SocketWaitTests {
    /// Two connected sockets, closed after `body`.
    func withPair(_ body: (_ reader: Int32, _ writer: Int32) async -> Void) async {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
            let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends)
        #else
            let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &ends)
        #endif
        #expect(made == 0)
        await body(ends[0], ends[1])
        Socket.close(ends[0])
        Socket.close(ends[1])
    }

    /// Reads `reader` until `deadline` on a thread of its own while another thread interrupts
    /// that read with a signal every 5 ms for `signalling`, then calls `afterwards`; returns
    /// what the read gave and whether it returned after the signals had stopped (the order a
    /// wait that only the clock or the socket ends keeps; one that ended at a signal breaks it).
    func readInterrupted(
        _ reader: Int32, until deadline: Duration, signalling: Duration,
        afterwards: @escaping @Sendable () -> Void
    ) async -> (read: Socket.Read, returnedAfterTheSignals: Bool) {
        // A handler that does nothing: without one, SIGUSR1 would end the process.
        signal(SIGUSR1) { _ in }
        let waiting = Locked<pthread_t?>(nil)
        let signalsEnded = Locked(false)
        async let read = offThePool {
            waiting.withLock { $0 = pthread_self() }
            let read = Socket.read(reader, until: .now + deadline)
            return (read, signalsEnded.withLock { $0 })
        }
        await offThePool {
            while waiting.withLock({ $0 }) == nil { usleep(1000) }
            let thread = waiting.withLock { $0 }!
            let end = ContinuousClock.now + signalling
            while ContinuousClock.now < end {
                pthread_kill(thread, SIGUSR1)
                usleep(5000)
            }
            signalsEnded.withLock { $0 = true }
            afterwards()
        }
        return await read
    }

    @Test func aReadInterruptedBySignalsStillGetsTheBytesThatCome() async {
        await withPair { reader, writer in
            let (read, afterSignals) = await readInterrupted(
                reader, until: .seconds(30), signalling: .milliseconds(200)
            ) {
                _ = Socket.write(writer, Array("x".utf8), until: .now + .seconds(5))
            }
            #expect(read == .bytes(Array("x".utf8)) && afterSignals)
        }
    }

    @Test func aReadInterruptedBySignalsTimesOutAtItsDeadlineNotAtASignal() async {
        await withPair { reader, _ in
            let (read, afterSignals) = await readInterrupted(
                reader, until: .seconds(2), signalling: .milliseconds(100)
            ) {}
            #expect(read == .timedOut)
            #expect(afterSignals, "the read ended while it was signalled: at a signal, not its deadline")
        }
    }
}
