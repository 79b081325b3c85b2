import Domain
import FeedInterface
import LikesInterface
import ModuleKitCore
import ProfileInterface

/// Routes every navigation event of every feature: events in, contexts out. It sees the
/// features' Interfaces only.
@MainActor
enum RoutingListener {
    /// Installs the routes of `session`'s app; a route that could not be built is reported to
    /// the session, which shows it once, as every failure.
    static func install(on modules: ModuleManager, session: HostSession) {
        let navigator = session.navigator
        weak let reported = session
        func push(_ context: some BuildContext) -> EventHandling {
            do {
                try navigator.push(context)
            } catch {
                reported?.report(ModuleFailure(error))
            }
            return .handled
        }

        modules.listen(to: FeedEvent.self) { event, source in
            switch event {
            case .openPost(let post):
                push(PostContext(post: post, routingContext: source.routingContext.child("post")))
            case .openProfile(let user):
                push(ProfileContext(user: user, routingContext: source.routingContext.child("author")))
            }
        }
        modules.listen(to: LikesEvent.self) { event, source in
            switch event {
            case .openPost(let post):
                push(PostContext(post: post, routingContext: source.routingContext.child("post")))
            }
        }
    }
}
