/// The routing flow that built a module: `feed`, `deeplink`, `profile.posts`.
///
/// Two modules of one type built by different flows can be told apart by it, so a listener
/// can react to "a post opened from a profile" differently from "a post opened from the feed".
/// A child flow derives from its parent's: `RoutingContext("profile").child("posts")` is
/// `profile.posts`. Components are lowercase words; a dot separates them.
public struct RoutingContext: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The components from the outermost flow inward.
    public let components: [String]

    /// A routing context from a dotted name (`"profile.posts"`). Empty components are dropped.
    public init(_ name: String) {
        components = name.split(separator: ".").map(String.init)
    }

    public init(stringLiteral value: String) { self.init(value) }

    private init(components: [String]) { self.components = components }

    /// The context of a flow started from this one.
    public func child(_ name: String) -> RoutingContext {
        RoutingContext(components: components + RoutingContext(name).components)
    }

    /// Whether this context is `other` or one of the flows derived from it.
    public func isWithin(_ other: RoutingContext) -> Bool {
        components.starts(with: other.components)
    }

    /// The outermost flow (`profile` for `profile.posts`).
    public var root: String { components.first ?? "" }

    public var description: String { components.joined(separator: ".") }

    public static func < (lhs: RoutingContext, rhs: RoutingContext) -> Bool {
        lhs.description < rhs.description
    }

    /// Modules rebuilt from a link.
    public static let deeplink: RoutingContext = "deeplink"
}
