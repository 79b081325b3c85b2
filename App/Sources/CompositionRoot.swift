import Domain
import Feed
import FeedInterface
import FeedTerminal
import FeedWeb
import Likes
import LikesInterface
import LikesTerminal
import LikesWeb
import ModuleKitCore
import Photos
import Profile
import ProfileInterface
import ProfileTerminal
import ProfileWeb
import Services
import Settings
import SettingsInterface
import SettingsTerminal
import SettingsWeb

/// The one place that names the features' implementations: it registers their builders with
/// the services they need, registers their links, and declares the tabs. Everything else in
/// the app sees Interface types only.
@MainActor
struct CompositionRoot {
    let modules: ModuleManager

    /// The four tabs, in order.
    static let tabs: [Tab] = [
        Tab(name: "feed", root: FeedContext(source: .home, routingContext: "feed")),
        Tab(name: "likes", root: LikesContext(routingContext: "likes")),
        Tab(name: "me", root: ProfileContext(user: .me, routingContext: "me")),
        Tab(name: "settings", root: SettingsContext(routingContext: "settings")),
    ]

    /// Which host the features' views are for.
    enum Host {
        /// The terminal: the app's sessions and the demos.
        case terminal
        /// Web browsers: `mosaic serve`.
        case web
    }

    /// The most a terminal session keeps of decoded photos: every sample photo, whole, and the
    /// sizes drawn from them.
    static let photoCacheBytes = 16 << 20

    /// Registers every feature with `modules`, with its views for `host`. `likes` is the one
    /// store of likes every screen shares (made here when none is given: a terminal session's
    /// own); `developer` gives the settings' developer section its tools (`nil` leaves it out);
    /// `drawsPhotos` when the terminal draws photos (a colour one).
    init(
        modules: ModuleManager, services: ServiceBundle, host: Host = .terminal, drawsPhotos: Bool = false,
        likes: LikeStore? = nil, developer: (@MainActor @Sendable () -> (any DeveloperTools)?)?
    ) throws(ModuleError) {
        self.modules = modules
        // One store of likes for every screen that shows a like.
        let likes = likes ?? LikeStore(service: services.likes)
        let feedDependencies = FeedDependencies(posts: services.posts, likes: likes)
        let likesDependencies = LikesDependencies(posts: services.posts, likes: likes)
        let settingsDependencies = SettingsDependencies(
            settings: services.settings, developer: developer ?? { nil })
        switch host {
        case .terminal:
            // A colour terminal draws the photos itself: decoded once a session, kept for every
            // screen. Plain text shows what each shows in words, and decodes nothing.
            var feedDependencies = feedDependencies
            if drawsPhotos {
                feedDependencies.photos = PhotoLibrary(
                    service: services.photos, cache: PhotoCache(capacity: Self.photoCacheBytes))
            }
            let feed = FeedTerminal.builder(feedDependencies)
            try modules.register(feed)
            try modules.register(FeedTerminal.postBuilder(feedDependencies))
            try modules.register(LikesTerminal.builder(likesDependencies))
            try modules.register(
                ProfileTerminal.builder(
                    ProfileDependencies(users: services.users, follows: services.follows, posts: feed)))
            try modules.register(SettingsTerminal.builder(settingsDependencies))
            try modules.register(SettingsTerminal.sectionBuilder(settingsDependencies))
        case .web:
            let feed = FeedWeb.builder(feedDependencies)
            try modules.register(feed)
            try modules.register(FeedWeb.postBuilder(feedDependencies))
            try modules.register(LikesWeb.builder(likesDependencies))
            try modules.register(
                ProfileWeb.builder(
                    ProfileDependencies(users: services.users, follows: services.follows, posts: feed)))
            try modules.register(SettingsWeb.builder(settingsDependencies))
            try modules.register(SettingsWeb.sectionBuilder(settingsDependencies))
        }

        var links = Deeplinks(scheme: "mosaic")
        try FeedRoutes.register(in: &links)
        try LikesRoutes.register(in: &links)
        try ProfileRoutes.register(in: &links)
        try SettingsRoutes.register(in: &links)
        // A short link to a post, to share (`mosaic://p/p1`): it opens the post, whose link is
        // written back in full.
        try links.register(alias: "p/{id:text}", for: "post/{id:text}")
        modules.links = links
    }
}
