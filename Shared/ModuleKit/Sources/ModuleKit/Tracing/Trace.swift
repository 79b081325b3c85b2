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

    /// A record of `kind` at `time` for `module` (built for `routingContext`), described by `summary`.
    init(time: Double, kind: Kind, module: String?, routingContext: String?, summary: String) {
        self.time = time
        self.kind = kind
        self.module = module
        self.routingContext = routingContext
        self.summary = summary
    }

    /// The record as one JSON object on one line.
    public var jsonLine: String {
        var fields = ["\"time\":\(formatTime(time))", "\"kind\":\(jsonString(kind.rawValue))"]
        fields.append("\"module\":" + (module.map(jsonString) ?? "null"))
        fields.append("\"routingContext\":" + (routingContext.map(jsonString) ?? "null"))
        fields.append("\"summary\":" + jsonString(summary))
        return "{" + fields.joined(separator: ",") + "}"
    }

    private func formatTime(_ seconds: Double) -> String {
        let millis = Int64((seconds * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

/// The current wall-clock time in seconds since 1970.
func wallClockSeconds() -> Double {
    var now = timespec()
    _ = withUnsafeMutablePointer(to: &now) { clock_gettime(CLOCK_REALTIME, $0) }
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}

/// `text` as a JSON string literal, every control character escaped.
func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _
        where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
