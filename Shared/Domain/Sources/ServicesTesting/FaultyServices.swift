import Domain
import Services
import Synchronization

/// A switch that makes services fail, for tests of error paths: every read and write of the
/// services built with it throws the error set here, until it is cleared.
///
/// ```swift
/// let faults = ServiceFaults()
/// let services = ServiceBundle.inMemory(faults: faults)
/// faults.failEverything(with: .unwritable(path: "/data/likes.json", reason: "disk full"))
/// ```
public final class ServiceFaults: Sendable {
    private let failure = Mutex<ServiceError?>(nil)

    public init() {}

    /// Makes every read and write fail with `error` (or succeed again with `nil`).
    public func failEverything(with error: ServiceError?) {
        failure.withLock { $0 = error }
    }

    func check() throws(ServiceError) {
        if let error = failure.withLock({ $0 }) { throw error }
    }
}

extension ServiceBundle {
    /// The in-memory services behind a ``ServiceFaults`` switch. Posts and people come from the
    /// sample content and never fail.
    public static func inMemory(faults: ServiceFaults, store: InMemoryStore = InMemoryStore())
        -> ServiceBundle
    {
        let live = ServiceBundle.inMemory(store)
        return ServiceBundle(
            posts: live.posts, users: live.users, likes: FaultyLikeService(base: live.likes, faults: faults),
            follows: FaultyFollowService(base: live.follows, faults: faults),
            settings: FaultySettingsService(base: live.settings, faults: faults))
    }
}

struct FaultyLikeService: LikeService {
    let base: any LikeService
    let faults: ServiceFaults

    func likedPosts() async throws(ServiceError) -> [PostID] {
        try faults.check()
        return try await base.likedPosts()
    }
    func isLiked(_ post: PostID) async throws(ServiceError) -> Bool {
        try faults.check()
        return try await base.isLiked(post)
    }
    func like(_ post: PostID) async throws(ServiceError) {
        try faults.check()
        try await base.like(post)
    }
    func unlike(_ post: PostID) async throws(ServiceError) {
        try faults.check()
        try await base.unlike(post)
    }
}

struct FaultyFollowService: FollowService {
    let base: any FollowService
    let faults: ServiceFaults

    func isFollowing(_ user: UserID) async throws(ServiceError) -> Bool {
        try faults.check()
        return try await base.isFollowing(user)
    }
    func follow(_ user: UserID) async throws(ServiceError) {
        try faults.check()
        try await base.follow(user)
    }
    func unfollow(_ user: UserID) async throws(ServiceError) {
        try faults.check()
        try await base.unfollow(user)
    }
    func following() async throws(ServiceError) -> [UserID] {
        try faults.check()
        return try await base.following()
    }
}

struct FaultySettingsService: SettingsService {
    let base: any SettingsService
    let faults: ServiceFaults

    func load() async throws(ServiceError) -> Settings {
        try faults.check()
        return try await base.load()
    }
    func update(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(SettingsUpdateError) -> Settings
    {
        do {
            try faults.check()
        } catch {
            throw .service(error)
        }
        return try await base.update(change)
    }
}
