import Domain

/// One service of a ``ServiceBundle``, by the name a person writes: what `mosaic --fail` takes.
public enum ServiceName: String, CaseIterable, Comparable, Sendable {
    /// The posts (``ServiceBundle/posts``).
    case posts
    /// The posts' photos (``ServiceBundle/photos``).
    case photos
    /// The people (``ServiceBundle/users``).
    case users
    /// The likes (``ServiceBundle/likes``).
    case likes
    /// Whom the signed-in user follows (``ServiceBundle/follows``).
    case follows
    /// The settings (``ServiceBundle/settings``).
    case settings

    /// In the bundle's order.
    public static func < (lhs: ServiceName, rhs: ServiceName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The names in `text`, separated by commas (`likes,settings`), or `nil` when one is not a
    /// service's name or none is given.
    public static func list(_ text: String) -> Set<ServiceName>? {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            ServiceName(rawValue: String($0))
        }
        guard !names.isEmpty, !names.contains(nil) else { return nil }
        return Set(names.compactMap { $0 })
    }

    /// `names` as ``list(_:)`` reads them, in the bundle's order.
    public static func text(_ names: Set<ServiceName>) -> String {
        names.sorted().map(\.rawValue).joined(separator: ",")
    }
}

extension ServiceBundle {
    /// These services with every call of the ones `named` failing, without reaching them, with
    /// ``ServiceError/unavailable(service:reason:)`` — as over a network or a disk that is gone:
    /// what `mosaic --fail` gives, so that a failure can be seen, recorded and replayed.
    public func failing(_ named: Set<ServiceName>) -> ServiceBundle {
        guard !named.isEmpty else { return self }
        func failed(_ name: ServiceName) -> ServiceBundle {
            beforeEachCall { () throws(ServiceError) in
                throw .unavailable(service: name.rawValue, reason: "made to fail (--fail \(name.rawValue))")
            }
        }
        return ServiceBundle(
            posts: named.contains(.posts) ? failed(.posts).posts : posts,
            photos: named.contains(.photos) ? failed(.photos).photos : photos,
            users: named.contains(.users) ? failed(.users).users : users,
            likes: named.contains(.likes) ? failed(.likes).likes : likes,
            follows: named.contains(.follows) ? failed(.follows).follows : follows,
            settings: named.contains(.settings) ? failed(.settings).settings : settings)
    }
}
