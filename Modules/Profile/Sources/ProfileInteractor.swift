import Domain
import FeedInterface
import ModuleKit
import ProfileInterface

/// Builds the profile's submodules: the header, and the posts feed through the injected factory.
@MainActor
struct ProfileInteractor {
    let dependencies: ProfileDependencies

    func header(for context: ProfileContext) -> HeaderModule {
        HeaderModule(
            context: HeaderContext(
                user: context.user, routingContext: context.routingContext.child("header")),
            interactor: HeaderInteractor(users: dependencies.users, follows: dependencies.follows))
    }

    func posts(for context: ProfileContext) throws(ModuleError) -> any ModuleProtocol<FeedContext> {
        try dependencies.posts.build(
            FeedContext(source: .user(context.user), routingContext: context.routingContext.child("posts")))
    }
}
