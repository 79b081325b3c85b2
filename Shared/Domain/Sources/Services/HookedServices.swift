import Domain

/// What runs before every service call of a bundle made with ``ServiceBundle/beforeEachCall(_:)``:
/// it may wait, or throw to fail the call.
public typealias ServiceCallHook = @Sendable () async throws(ServiceError) -> Void

extension ServiceBundle {
    /// These services with every call delayed by `latency` (none when `nil`), as over a slow
    /// network: what `--latency MS` gives the demos, so that loading, leaving a screen during
    /// its load and late answers can be seen and tested. A call whose task is cancelled while it
    /// waits throws ``ServiceError/cancelled`` without calling the service.
    public func delayed(by latency: Duration?) -> ServiceBundle {
        delayed(by: ServiceLatency(every: latency))
    }

    /// These services with `hook` run before every call: a call fails with what `hook` throws,
    /// without reaching the service.
    public func beforeEachCall(_ hook: @escaping ServiceCallHook) -> ServiceBundle {
        hooking { _ in hook }
    }

    /// These services with the hook `hooks` gives each run before its every call (a service
    /// it gives none is left as it is). The one way latency and faults are added to services.
    public func hooking(_ hooks: (ServiceName) -> ServiceCallHook?) -> ServiceBundle {
        ServiceBundle(
            posts: hooks(.posts).map { HookedPostService(base: posts, hook: $0) } ?? posts,
            photos: hooks(.photos).map { HookedPhotoService(base: photos, hook: $0) } ?? photos,
            users: hooks(.users).map { HookedUserService(base: users, hook: $0) } ?? users,
            likes: hooks(.likes).map { HookedLikeService(base: likes, hook: $0) } ?? likes,
            follows: hooks(.follows).map { HookedFollowService(base: follows, hook: $0) } ?? follows,
            settings: hooks(.settings).map { HookedSettingsService(base: settings, hook: $0) } ?? settings)
    }
}

struct HookedPostService: PostService {
    let base: any PostService
    let hook: ServiceCallHook

    func page(_ source: PostSource, index: Int, size: Int) async throws(ServiceError) -> PostPage {
        try await hook()
        return try await base.page(source, index: index, size: size)
    }
    func post(_ id: PostID) async throws(ServiceError) -> Post {
        try await hook()
        return try await base.post(id)
    }
}

struct HookedPhotoService: PhotoService {
    let base: any PhotoService
    let hook: ServiceCallHook

    func photo(_ id: PhotoID) async throws(ServiceError) -> [UInt8] {
        try await hook()
        return try await base.photo(id)
    }
}

struct HookedUserService: UserService {
    let base: any UserService
    let hook: ServiceCallHook

    func user(_ id: UserID) async throws(ServiceError) -> User {
        try await hook()
        return try await base.user(id)
    }
    func counts(of id: UserID) async throws(ServiceError) -> ProfileCounts {
        try await hook()
        return try await base.counts(of: id)
    }
}

struct HookedLikeService: LikeService {
    let base: any LikeService
    let hook: ServiceCallHook

    func likedPosts() async throws(ServiceError) -> [PostID] {
        try await hook()
        return try await base.likedPosts()
    }
    func isLiked(_ post: PostID) async throws(ServiceError) -> Bool {
        try await hook()
        return try await base.isLiked(post)
    }
    func like(_ post: PostID) async throws(ServiceError) {
        try await hook()
        try await base.like(post)
    }
    func unlike(_ post: PostID) async throws(ServiceError) {
        try await hook()
        try await base.unlike(post)
    }
}

struct HookedFollowService: FollowService {
    let base: any FollowService
    let hook: ServiceCallHook

    func isFollowing(_ user: UserID) async throws(ServiceError) -> Bool {
        try await hook()
        return try await base.isFollowing(user)
    }
    func follow(_ user: UserID) async throws(ServiceError) {
        try await hook()
        try await base.follow(user)
    }
    func unfollow(_ user: UserID) async throws(ServiceError) {
        try await hook()
        try await base.unfollow(user)
    }
    func following() async throws(ServiceError) -> [UserID] {
        try await hook()
        return try await base.following()
    }
}

struct HookedSettingsService: SettingsService {
    let base: any SettingsService
    let hook: ServiceCallHook

    func load() async throws(ServiceError) -> Settings {
        try await hook()
        return try await base.load()
    }
    func update(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(SettingsUpdateError) -> Settings
    {
        do {
            try await hook()
        } catch {
            throw .service(error)
        }
        return try await base.update(change)
    }
}
