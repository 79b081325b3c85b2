import Domain

/// Every service a feature may need, built once by the app or a demo: live in a data directory, or in memory.
public struct ServiceBundle: Sendable {
    public var posts: any PostService
    public var users: any UserService
    public var likes: any LikeService
    public var follows: any FollowService
    public var settings: any SettingsService

    public init(
        posts: any PostService, users: any UserService, likes: any LikeService, follows: any FollowService,
        settings: any SettingsService
    ) {
        self.posts = posts
        self.users = users
        self.likes = likes
        self.follows = follows
        self.settings = settings
    }
}
