import Domain

/// How long the calls of each service take, as over a slow network: one latency for every
/// service, and services named with their own — `mosaic --latency 2000,photos=6000` makes every
/// call take 2 s and a photo's 6 s, as when pictures come slower than the rest. (The option's
/// grammar is the app's command line's.)
public struct ServiceLatency: Equatable, Sendable {
    /// Every call's latency, unless its service has its own; `nil`: none.
    public var every: Duration?
    /// The services named with a latency of their own.
    public var services: [ServiceName: Duration]

    /// `every` call's latency, and the `services` named with their own.
    public init(every: Duration? = nil, services: [ServiceName: Duration] = [:]) {
        self.every = every
        self.services = services
    }

    /// How long a call of `service` takes, or `nil` when no longer than it would.
    public func of(_ service: ServiceName) -> Duration? {
        services[service] ?? every
    }

    /// Whether no call is delayed.
    public var isNone: Bool { every == nil && services.isEmpty }
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
