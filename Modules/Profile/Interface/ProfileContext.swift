import Domain
import ModuleKitCore

/// Builds a person's profile: a header above their posts.
public struct ProfileContext: BuildContext {
    /// Whose profile it is (`.me` for the signed-in user).
    public var user: UserID
    public var routingContext: RoutingContext

    /// The profile of `user`, built for the flow `routingContext`.
    public init(user: UserID, routingContext: RoutingContext) {
        self.user = user
        self.routingContext = routingContext
    }

    public var deeplinkSegments: [String]? { user == .me ? ["me"] : ["profile", user.rawValue] }
}

/// The links that open profiles: `me` and `profile/HANDLE`.
public enum ProfileRoutes {
    /// Registers the routes of profiles in `links`.
    @MainActor
    public static func register(in links: inout Deeplinks) throws(ModuleError) {
        try links.register("me") { _, routing in ProfileContext(user: .me, routingContext: routing) }
        try links.register("profile/{handle:text}") { parameters, routing in
            ProfileContext(user: UserID(parameters["handle"]), routingContext: routing)
        }
    }
}
