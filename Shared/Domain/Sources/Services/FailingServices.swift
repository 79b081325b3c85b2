import Domain

extension ServiceBundle {
    /// These services with every call of the ones `named` failing, without reaching them, with
    /// ``ServiceError/unavailable(service:reason:)`` — as over a network or a disk that is gone:
    /// what `mosaic --fail` gives, so that a failure can be seen, recorded and replayed.
    public func failing(_ named: Set<ServiceName>) -> ServiceBundle {
        hooking { name in
            guard named.contains(name) else { return nil }
            return { () throws(ServiceError) in
                throw .unavailable(service: name.rawValue, reason: "made to fail (--fail \(name.rawValue))")
            }
        }
    }
}
