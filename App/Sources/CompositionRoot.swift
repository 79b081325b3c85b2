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

    /// Registers every feature with `modules`, with its views for `host`. `shared` is the data
    /// every screen shares, followed by each screen that shows it (made here when none is given:
    /// a terminal session's own; a server gives every session the same); `developer` gives the
    /// settings' developer section its tools (`nil` leaves it out); `drawsPhotos` when the
    /// terminal draws photos (a colour one).
    init(
        modules: ModuleManager, services: ServiceBundle, host: Host = .terminal, drawsPhotos: Bool = false,
        shared: SharedData? = nil, developer: (@MainActor @Sendable () -> (any DeveloperTools)?)?
    ) throws(ModuleError) {
        self.modules = modules
        // One store of each shared piece of data, for every screen that shows it.
        let shared = shared ?? SharedData(services: services)
        let feedDependencies = FeedDependencies(posts: services.posts, likes: shared.likes)
        let likesDependencies = LikesDependencies(posts: services.posts, likes: shared.likes)
        let settingsDependencies = SettingsDependencies(
            settings: shared.settings, developer: developer ?? { nil })
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
                    ProfileDependencies(
                        users: services.users, follows: shared.follows, settings: shared.settings, posts: feed
                    )))
            try modules.register(SettingsTerminal.builder(settingsDependencies))
            try modules.register(SettingsTerminal.sectionBuilder(settingsDependencies))
        case .web:
            let feed = FeedWeb.builder(feedDependencies)
            try modules.register(feed)
            try modules.register(FeedWeb.postBuilder(feedDependencies))
            try modules.register(LikesWeb.builder(likesDependencies))
            try modules.register(
                ProfileWeb.builder(
                    ProfileDependencies(
                        users: services.users, follows: shared.follows, settings: shared.settings, posts: feed
                    )))
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

/// The data more than one screen shows — the likes, the follows, the settings — each in one store
/// that every screen showing it follows: a terminal session's own, or every browser session's
/// alike when served, so that what one saves shows on every other's screens.
@MainActor
struct SharedData {
    /// The signed-in user's likes.
    let likes: LikeStore
    /// Whom the signed-in user follows.
    let follows: FollowStore
    /// The signed-in user's settings.
    let settings: SettingsStore

    /// A store of each, over `services`.
    init(services: ServiceBundle) {
        likes = LikeStore(service: services.likes)
        follows = FollowStore(service: services.follows)
        settings = SettingsStore(service: services.settings)
    }
}
