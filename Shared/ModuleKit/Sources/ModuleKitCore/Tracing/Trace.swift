#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thing that happened in the module system, for tracing and analytics.
public struct TraceRecord: Sendable, Hashable {
    /// What kind of thing happened.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A module was built.
        case build
        /// A module emitted an event.
        case event
        /// No typed listener handled an event.
        case unhandled
        /// The navigator changed a stack (push, present, pop, select, restore, detach).
        case route
        /// A module appeared or disappeared.
        case lifecycle
        /// A module was still alive after it was removed.
        case leak
        /// A closed module's event or render, dropped rather than delivered.
        case dropped
        /// A module was sent an action to perform (`like(p3)`).
        case action
        /// A module refused an action it was sent, and said why.
        case refused
    }

    /// Seconds since 1970, when it happened.
    public var time: Double
    /// What happened.
    public var kind: Kind
    /// The module it concerns (`Feed#3`), if any.
    public var module: String?
    /// The flow that built that module.
    public var routingContext: String?
    /// A short description of the payload: the event, the route, the lifecycle change.
    public var summary: String
}

/// The current wall-clock time in seconds since 1970.
func wallClockSeconds() -> Double {
    var now = timespec()
    _ = withUnsafeMutablePointer(to: &now) { clock_gettime(CLOCK_REALTIME, $0) }
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}
