import Domain
import Locks

/// Likes, follows and settings held in memory for one session (`mosaic --in-memory`, the
/// demos): the sample content, with nothing written anywhere.
public final class InMemoryStore: Sendable {
    struct Contents {
        var liked: [PostID] = []
        var following: [UserID] = SampleContent.initialFollowing
        var settings = Settings.initial
    }

    private let contents = Locked(Contents())

    /// An empty store: nothing liked or followed, default settings.
    public init() {}

    func access<Result: Sendable>(_ body: (inout Contents) -> Result) -> Result {
        contents.withLock { body(&$0) }
    }
}

/// Likes kept in an ``InMemoryStore``.
public struct InMemoryLikeService: LikeService {
    let store: InMemoryStore
    /// Likes kept in `store`.
    public init(store: InMemoryStore) { self.store = store }

    public func likedPosts() async throws(ServiceError) -> [PostID] { store.access { $0.liked } }
    public func isLiked(_ post: PostID) async throws(ServiceError) -> Bool {
        store.access { $0.liked.contains(post) }
    }
    public func like(_ post: PostID) async throws(ServiceError) {
        store.access { contents in
            if !contents.liked.contains(post) { contents.liked.insert(post, at: 0) }
        }
    }
    public func unlike(_ post: PostID) async throws(ServiceError) {
        store.access { $0.liked.removeAll { $0 == post } }
    }
}

/// Follows kept in an ``InMemoryStore``.
public struct InMemoryFollowService: FollowService {
    let store: InMemoryStore
    /// Follows kept in `store`.
    public init(store: InMemoryStore) { self.store = store }

    public func isFollowing(_ user: UserID) async throws(ServiceError) -> Bool {
        store.access { $0.following.contains(user) }
    }
    public func follow(_ user: UserID) async throws(ServiceError) {
        store.access { contents in
            if !contents.following.contains(user) { contents.following.append(user) }
        }
    }
    public func unfollow(_ user: UserID) async throws(ServiceError) {
        store.access { $0.following.removeAll { $0 == user } }
    }
    public func following() async throws(ServiceError) -> [UserID] { store.access { $0.following } }
}

/// Settings kept in an ``InMemoryStore``.
public struct InMemorySettingsService: SettingsService {
    let store: InMemoryStore
    /// Settings kept in `store`.
    public init(store: InMemoryStore) { self.store = store }

    public func load() async throws(ServiceError) -> Settings { store.access { $0.settings } }
    public func update(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(SettingsUpdateError) -> Settings
    {
        var settings = store.access { $0.settings }
        do {
            try change(&settings)
        } catch {
            throw .invalid(error)
        }
        // One session owns the memory: nothing else can come between the read and the write.
        store.access { $0.settings = settings }
        return settings
    }
}

extension ServiceBundle {
    /// Sample posts and people with likes, follows and settings in memory: `mosaic --in-memory`.
    public static func inMemory(_ store: InMemoryStore = InMemoryStore()) -> ServiceBundle {
        let settings = InMemorySettingsService(store: store)
        return ServiceBundle(
            posts: SamplePostService(), photos: SamplePhotoService(),
            users: SignedInUserService(base: SampleUserService(), settings: settings),
            likes: InMemoryLikeService(store: store), follows: InMemoryFollowService(store: store),
            settings: settings)
    }
}
