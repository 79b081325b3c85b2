import Domain

/// How long the calls of each service take, as over a slow network: one latency for every
/// service, and services named with their own — `mosaic --latency 2000,photos=6000` makes every
/// call take 2 s and a photo's 6 s, as when pictures come slower than the rest.
public struct ServiceLatency: Equatable, Sendable {
    /// Every call's latency, unless its service has its own; `nil`: none.
    public var every: Duration?
    /// The services named with a latency of their own.
    public var services: [ServiceName: Duration]

    /// The most milliseconds a call can be made to take.
    public static let maximumMilliseconds = 60_000

    /// `every` call's latency, and the `services` named with their own.
    public init(every: Duration? = nil, services: [ServiceName: Duration] = [:]) {
        self.every = every
        self.services = services
    }

    /// How long a call of `service` takes, or `nil` when no longer than it would.
    public func of(_ service: ServiceName) -> Duration? {
        services[service] ?? every
    }

    /// Reads `2000`, `photos=6000` or `2000,photos=6000,likes=0`: milliseconds from 0 to
    /// ``maximumMilliseconds`` for every service, and `SERVICE=MS` for one; `nil` when an item
    /// is not one of those, or says a latency twice (two for every service, or a service twice).
    public init?(_ text: String) {
        self.init()
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let milliseconds = Self.milliseconds(parts[parts.count - 1]) else { return nil }
            if parts.count == 1 {
                guard every == nil else { return nil }
                every = milliseconds
            } else {
                guard let name = ServiceName(rawValue: String(parts[0])), services[name] == nil else {
                    return nil
                }
                services[name] = milliseconds
            }
        }
    }

    /// The latency as ``init(_:)`` reads it: every service's first, then the services named, in
    /// the bundle's order; empty when there is none.
    public var text: String {
        func written(_ duration: Duration) -> String { String(Int(duration / .milliseconds(1))) }
        let named = services.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\(written($0.value))" }
        return ((every.map { [written($0)] } ?? []) + named).joined(separator: ",")
    }

    /// Whether no call is delayed.
    public var isNone: Bool { every == nil && services.isEmpty }

    /// Whole milliseconds from 0 to the maximum, in ASCII digits alone (no sign, no space).
    private static func milliseconds(_ text: Substring) -> Duration? {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy({ ("0"..."9").contains($0) }),
            let value = Int(text), value <= maximumMilliseconds
        else { return nil }
        return .milliseconds(value)
    }
}

extension ServiceBundle {
    /// These services with each call delayed by its service's `latency`, as over a slow
    /// network: what `mosaic --latency` gives, so that loading, leaving a screen during its load
    /// and late answers can be seen and tested. A call whose task is cancelled while it waits
    /// throws ``ServiceError/cancelled`` without calling the service.
    public func delayed(by latency: ServiceLatency) -> ServiceBundle {
        hooking { name in
            guard let delay = latency.of(name), delay > .zero else { return nil }
            return { () throws(ServiceError) in
                do {
                    try await Task.sleep(for: delay)
                } catch {
                    throw .cancelled
                }
            }
        }
    }
}
