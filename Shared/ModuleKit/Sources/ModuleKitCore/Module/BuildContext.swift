/// The conditions a module is built for: what it shows, and which flow asked for it.
///
/// A context is the whole public way into a module. It names, through its associated types,
/// the events the module emits and the input it accepts, so that code holding only the
/// feature's Interface can build the module, listen to it and configure it.
///
/// Every screen turns back into a link: a context says the segments of its link, so that a
/// stack of screens prints as one chained link and that link rebuilds the same stack (see
/// ``Deeplinks``). A part only ever embedded in another screen says `nil`.
///
/// ```swift
/// public struct PostContext: BuildContext {
///     public typealias Event = PostEvent
///     public var post: PostID
///     public var routingContext: RoutingContext
///     public var deeplinkSegments: [String]? { ["post", post.rawValue] }
/// }
/// ```
public protocol BuildContext: Hashable, Sendable {
    /// What a module built from this context tells the world — a person's request or a result
    /// (`openProfile`, `liked`): usually an enum, any `Sendable` value. Events are delivered
    /// synchronously on the main actor, in emission order; listeners in the app route on them,
    /// parents react to their children's. `Never` for a module that emits none.
    associatedtype Event: Sendable = Never
    /// What a module built from this context can be configured with after it is built; `Void`
    /// for a module that takes no configuration.
    associatedtype Input = Void

    /// The routing flow that asked for the module.
    var routingContext: RoutingContext { get }
    /// The segments of this screen's link (`["profile", "alice"]`), or `nil` for a part that
    /// has no link of its own (a header embedded in a profile).
    var deeplinkSegments: [String]? { get }
}

extension BuildContext {
    /// The context type's name, for listings and traces.
    ///
    /// `_typeName` rather than `String(describing:)`: the latter first tries casts to the
    /// printing protocols, and each first cast scans every conformance in the process — at
    /// start-up, registering four features spent more time there than building the first screen.
    static var shortTypeName: String { _typeName(Self.self, qualified: false) }
}
