import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal window's resizes (SIGWINCH), each heard on the main actor while this lives: what
/// a host that draws to the window's width needs to draw again.
@MainActor
final class WindowResizes {
    private let source: any DispatchSourceSignal

    /// Calls `resized` after each resize until ``stop()``.
    init(_ resized: @escaping @MainActor () -> Void) {
        signal(SIGWINCH, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { resized() } }
        source.resume()
    }

    /// Hears no more resizes.
    func stop() {
        source.cancel()
    }
}
