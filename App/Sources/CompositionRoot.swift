import Domain
import Feed
import FeedInterface
import FeedTerminal
import Likes
import LikesInterface
import LikesTerminal
import ModuleKit
import Profile
import ProfileInterface
import ProfileTerminal
import Services
import Settings
import SettingsInterface
import SettingsTerminal

/// The one place that names the features' implementations: it registers their builders with
/// the services they need, registers their links, and declares the tabs. Everything else in
/// the app sees Interface types only.
@MainActor
struct CompositionRoot {
    let modules: ModuleManager
    let router = DeeplinkRouter(scheme: "mosaic")

    /// The four tabs, in order.
    static let tabs: [Tab] = [
        Tab(name: "feed", root: FeedContext(source: .home, routingContext: "feed")),
        Tab(name: "likes", root: LikesContext(routingContext: "likes")),
        Tab(name: "me", root: ProfileContext(user: .me, routingContext: "me")),
        Tab(name: "settings", root: SettingsContext(routingContext: "settings")),
    ]

    /// Registers every feature with `modules`. `developer` gives the settings' developer
    /// section its tools; `nil` leaves the section out.
    init(
        modules: ModuleManager, services: ServiceBundle,
        developer: (@MainActor @Sendable () -> (any DeveloperTools)?)?
    ) throws(ModuleError) {
        self.modules = modules
        // One store of likes for every screen that shows a like.
        let likes = LikeStore(service: services.likes)
        let feed = FeedTerminal.builder(FeedDependencies(posts: services.posts, likes: likes))
        try modules.register(feed)
        try modules.register(FeedTerminal.postBuilder(FeedDependencies(posts: services.posts, likes: likes)))
        try modules.register(
            LikesTerminal.builder(LikesDependencies(posts: services.posts, likes: likes)))
        try modules.register(
            ProfileTerminal.builder(
                ProfileDependencies(
                    users: services.users, follows: services.follows, posts: feed)))
        try modules.register(
            SettingsTerminal.builder(
                SettingsDependencies(settings: services.settings, developer: developer ?? { nil })))

        try FeedRoutes.register(in: router)
        try LikesRoutes.register(in: router)
        try ProfileRoutes.register(in: router)
        try SettingsRoutes.register(in: router)
    }
}
