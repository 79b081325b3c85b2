import Domain

/// One service of a ``ServiceBundle``, by the name a person writes: what `mosaic --fail` and
/// `--latency` name.
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
