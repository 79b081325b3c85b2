import Domain
import FeedInterface
import LikesInterface
import ModuleKitCore
import ProfileInterface

/// Routes every navigation event of every feature: events in, contexts out. It sees the
/// features' Interfaces only.
@MainActor
enum RoutingListener {
    /// Installs the routes of `navigator`'s app; a route that could not be built is thrown, and
    /// the host's session shows it once, as every failure.
    static func install(on navigator: Navigator) {
        func push(_ context: some BuildContext) throws -> EventHandling {
            try navigator.push(context)
            return .handled
        }

        navigator.modules.listen(to: FeedEvent.self) { event, source in
            switch event {
            case .openPost(let post):
                try push(PostContext(post: post, routingContext: source.routingContext.child("post")))
            case .openProfile(let user):
                try push(ProfileContext(user: user, routingContext: source.routingContext.child("author")))
            }
        }
        navigator.modules.listen(to: LikesEvent.self) { event, source in
            switch event {
            case .openPost(let post):
                try push(PostContext(post: post, routingContext: source.routingContext.child("post")))
            }
        }
    }
}
