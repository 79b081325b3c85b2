import Domain
import FeedInterface
import ModuleKitCore
import ProfileInterface

/// What Profile needs from the app. Its posts are a feed built by `posts`, Feed's builder as the
/// app hands it over: Profile knows Feed's Interface only.
public struct ProfileDependencies: Sendable {
    /// Who people are, and their numbers.
    public var users: any UserService
    /// Whom the signed-in user follows: the app's one store, which every profile follows.
    public var follows: FollowStore
    /// The signed-in user's settings: the app's one store, whose display name the `me` profile
    /// shows and follows.
    public var settings: SettingsStore
    /// Builds the feed of the person's posts that a profile embeds: a submodule of every profile.
    public var posts: ModuleBuilder<FeedContext>

    /// What Profile needs.
    public init(
        users: any UserService, follows: FollowStore, settings: SettingsStore,
        posts: ModuleBuilder<FeedContext>
    ) {
        self.users = users
        self.follows = follows
        self.settings = settings
        self.posts = posts
    }
}

/// Profile, whatever the host: a host's target (ProfileTerminal) gives it the view of each
/// screen. Its header and its posts are submodules it declares and builds.
package enum ProfileFeature {
    /// The slot of a profile's header.
    package static let headerSlot = "header"
    /// The slot of a profile's posts.
    package static let postsSlot = "posts"

    /// Builds profiles: a header submodule above the person's posts, shown by the views `view`
    /// and `headerView` make.
    package static func builder<View: ModuleView, Header: ModuleView>(
        _ dependencies: ProfileDependencies,
        view: @escaping @MainActor @Sendable (ProfilePresenter, ModuleContainer) -> View,
        headerView: @escaping @MainActor @Sendable (HeaderPresenter) -> Header
    ) -> ModuleBuilder<ProfileContext> where View.ViewState == ProfileState, Header.ViewState == HeaderState {
        let header = ModuleBuilder<HeaderContext>(name: "Header") { context, events in
            HeaderPresenter(user: context.user, interactor: HeaderInteractor(dependencies), work: events.work)
        } view: {
            headerView($0)
        }
        // The header in one slot, and the person's posts — a Feed module built by the injected
        // builder — in the other. Posts that could not be built leave the profile showing why,
        // in their place.
        return ModuleBuilder(name: "Profile", submodules: header, dependencies.posts) {
            context, children, _ throws(ModuleError) in
            let header = try children.build(
                HeaderContext(user: context.user, routingContext: context.routingContext.child("header")))
            let posts = Result { () throws(ModuleError) in
                try children.build(
                    FeedContext(
                        source: .user(context.user), routingContext: context.routingContext.child("posts")))
            }
            try children.attach(header, to: headerSlot)
            if case .success(let posts) = posts { try children.attach(posts, to: postsSlot) }
            return ProfilePresenter(posts: posts.map { $0.input })
        } view: {
            view($0, $1)
        }
    }
}
