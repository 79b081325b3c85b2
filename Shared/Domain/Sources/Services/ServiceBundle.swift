import Domain

/// Every service a feature may need, built once by the app or a demo: live in a data directory, or in memory.
public struct ServiceBundle: Sendable {
    /// The posts.
    public var posts: any PostService
    /// The posts' photos.
    public var photos: any PhotoService
    /// The people.
    public var users: any UserService
    /// The signed-in user's likes.
    public var likes: any LikeService
    /// Whom the signed-in user follows.
    public var follows: any FollowService
    /// The signed-in user's settings.
    public var settings: any SettingsService

    /// The services of one session.
    public init(
        posts: any PostService, photos: any PhotoService, users: any UserService, likes: any LikeService,
        follows: any FollowService, settings: any SettingsService
    ) {
        self.posts = posts
        self.photos = photos
        self.users = users
        self.likes = likes
        self.follows = follows
        self.settings = settings
    }
}
