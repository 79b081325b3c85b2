#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts `body` on a new thread of the system's own, detached (it ends when `body` returns):
/// not one of the concurrency pool's, which a server must not wait on. Returns `false` when the
/// system has no thread to give (then `body` never runs). (Foundation's `Thread`
/// is this, and would link all of Foundation — its international data too — into every app that
/// serves, and slow every start of it.)
func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
    let handed = Unmanaged.passRetained(Body(body)).toOpaque()
    #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(
            &thread, nil,
            { pointer in
                Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue().run()
                return nil
            }, handed)
    #else
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { pointer in
                Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue().run()
                return nil
            }, handed)
    #endif
    guard status == 0 else {
        Unmanaged<Body>.fromOpaque(handed).release()
        return false
    }
    #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
    #else
        pthread_detach(thread)
    #endif
    return true
}
