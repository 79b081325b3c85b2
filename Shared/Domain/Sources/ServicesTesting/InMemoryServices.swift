import Domain
import Synchronization

/// In-memory likes, follows and settings with the sample content: for demos and tests. Nothing
/// is written anywhere. Failures can be switched on to test error paths.
public final class InMemoryStore: Sendable {
    struct Contents {
        var liked: [PostID] = []
        var following: [UserID] = SampleContent.initialFollowing
        var settings = Settings.initial
        var failure: ServiceError?
    }

    let contents = Mutex(Contents())

    public init() {}

    /// Makes every following read and write fail with `error` (or succeed again with `nil`).
    public func failEverything(with error: ServiceError?) {
        contents.withLock { $0.failure = error }
    }

    /// Runs `body` on the contents unless failures are switched on.
    func access<Result: Sendable>(_ body: (inout Contents) -> Result) throws(ServiceError) -> Result {
        let outcome: Result? = contents.withLock { contents in
            contents.failure == nil ? body(&contents) : nil
        }
        guard let outcome else { throw contents.withLock { $0.failure! } }
        return outcome
    }
}

public struct InMemoryLikeService: LikeService {
    let store: InMemoryStore
    public init(store: InMemoryStore) { self.store = store }

    public func likedPosts() async throws(ServiceError) -> [PostID] { try store.access { $0.liked } }
    public func isLiked(_ post: PostID) async throws(ServiceError) -> Bool {
        try store.access { $0.liked.contains(post) }
    }
    public func like(_ post: PostID) async throws(ServiceError) {
        try store.access { contents in
            if !contents.liked.contains(post) { contents.liked.insert(post, at: 0) }
        }
    }
    public func unlike(_ post: PostID) async throws(ServiceError) {
        try store.access { $0.liked.removeAll { $0 == post } }
    }
}

public struct InMemoryFollowService: FollowService {
    let store: InMemoryStore
    public init(store: InMemoryStore) { self.store = store }

    public func isFollowing(_ user: UserID) async throws(ServiceError) -> Bool {
        try store.access { $0.following.contains(user) }
    }
    public func follow(_ user: UserID) async throws(ServiceError) {
        try store.access { contents in
            if !contents.following.contains(user) { contents.following.append(user) }
        }
    }
    public func unfollow(_ user: UserID) async throws(ServiceError) {
        try store.access { $0.following.removeAll { $0 == user } }
    }
    public func following() async throws(ServiceError) -> [UserID] { try store.access { $0.following } }
}

public struct InMemorySettingsService: SettingsService {
    let store: InMemoryStore
    public init(store: InMemoryStore) { self.store = store }

    public func load() async throws(ServiceError) -> Settings { try store.access { $0.settings } }
    public func save(_ settings: Settings) async throws(ServiceError) {
        try store.access { $0.settings = settings }
    }
}

extension ServiceBundle {
    /// Sample posts and people with in-memory likes, follows and settings.
    public static func inMemory(_ store: InMemoryStore = InMemoryStore()) -> ServiceBundle {
        ServiceBundle(
            posts: SamplePostService(), users: SampleUserService(), likes: InMemoryLikeService(store: store),
            follows: InMemoryFollowService(store: store), settings: InMemorySettingsService(store: store))
    }
}
