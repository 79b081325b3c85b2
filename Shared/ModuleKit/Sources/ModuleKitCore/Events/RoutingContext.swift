/// The routing flow that built a module: `feed`, `deeplink`, `profile.posts`.
///
/// Two modules of one type built by different flows can be told apart by it, so a listener
/// can react to "a post opened from a profile" differently from "a post opened from the feed".
/// A child flow derives from its parent's: `RoutingContext("profile").child("posts")` is
/// `profile.posts`. Components are lowercase words; a dot separates them.
public struct RoutingContext: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The dotted name, without empty components: what equality, order and hashing compare.
    /// One string rather than an array of components, so that making a context from a literal
    /// allocates nothing (modules are built with one all the time).
    private let path: String

    /// The components from the outermost flow inward.
    var parts: [String] { path.split(separator: ".").map(String.init) }

    /// A routing context from a dotted name (`"profile.posts"`). Empty components are dropped.
    public init(_ name: String) {
        path = Self.normalised(name)
    }

    public init(stringLiteral value: String) { self.init(value) }

    private init(path: String) { self.path = path }

    /// `name` without empty components; `name` itself (no copy) when it has none.
    private static func normalised(_ name: String) -> String {
        // Read in place: a context is made from a literal each time a module is built.
        let isClean =
            name.utf8.withContiguousStorageIfAvailable(isClean) ?? isClean(name.utf8)
        return isClean ? name : name.split(separator: ".").joined(separator: ".")
    }

    /// Whether `bytes` name a context with no empty component: no leading, trailing or double dot.
    private static func isClean(_ bytes: some Collection<UInt8>) -> Bool {
        var previous = UInt8(ascii: ".")
        for byte in bytes {
            if byte == UInt8(ascii: ".") && previous == byte { return false }
            previous = byte
        }
        return previous != UInt8(ascii: ".") || bytes.isEmpty
    }

    /// The context of a flow started from this one.
    public func child(_ name: String) -> RoutingContext {
        let name = Self.normalised(name)
        if name.isEmpty { return self }
        return RoutingContext(path: path.isEmpty ? name : path + "." + name)
    }

    /// Whether this context is `other` or one of the flows derived from it.
    func isWithin(_ other: RoutingContext) -> Bool {
        let mine = path.utf8
        let theirs = other.path.utf8
        if theirs.isEmpty { return true }
        guard mine.starts(with: theirs) else { return false }
        // A whole component: `profile.posts` is within `profile`, `profiles` is not.
        let next = mine.index(mine.startIndex, offsetBy: theirs.count)
        return next == mine.endIndex || mine[next] == UInt8(ascii: ".")
    }

    /// The outermost flow (`profile` for `profile.posts`).
    var rootName: String {
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return path }
        return String(path[..<dot])
    }

    public var description: String { path }

    public static func < (lhs: RoutingContext, rhs: RoutingContext) -> Bool {
        lhs.path < rhs.path
    }

    /// Modules rebuilt from a link.
    public static let deeplink: RoutingContext = "deeplink"
}
