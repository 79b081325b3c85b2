import Domain
import FeedInterface
import ModuleKit
import ProfileInterface

/// What Profile needs from the app. Its posts are a feed built by `posts`, a factory the app
/// injects: Profile knows Feed's Interface only.
public struct ProfileDependencies: Sendable {
    public var users: any UserService
    public var follows: any FollowService
    public var posts: ModuleFactory<FeedContext>

    public init(users: any UserService, follows: any FollowService, posts: ModuleFactory<FeedContext>) {
        self.users = users
        self.follows = follows
        self.posts = posts
    }
}

/// Profile's entry point.
public enum ProfileFeature {
    public static func builder(_ dependencies: ProfileDependencies) -> ModuleBuilder<ProfileContext> {
        ModuleBuilder(name: "Profile") { context in
            ProfileModule(context: context, dependencies: dependencies)
        }
    }
}
