import ModuleKitCore

/// Whom the signed-in user follows, held once for every screen (and, served, every session), as
/// the likes are in ``LikeStore``: a profile reads it and observes it, and follows through it, so
/// a follow on one profile shows on every other profile of that person and in the `me` tab's
/// count at once.
///
/// ```swift
/// let follows = FollowStore(service: services.follows)
/// events.work.keep(follows.observe { [weak self] _ in self?.showFollows() })
/// try await follows.setFollowing("alice", true)  // saved, then every observer hears of it
/// ```
@MainActor
public final class FollowStore {
    private let service: any FollowService
    /// Everyone followed, as the service lists them, and who follows the list.
    private let followed = SavedValue<[UserID]>([])

    /// A store over `service`; nothing is read until ``load()``.
    public init(service: any FollowService) {
        self.service = service
    }

    /// Everyone the signed-in user follows.
    public var following: [UserID] { followed.value }

    /// Whether the signed-in user follows `user`.
    public func isFollowing(_ user: UserID) -> Bool { followed.value.contains(user) }

    /// Reads whom the signed-in user follows from the service — every time: another process on
    /// the same data may have changed it — and tells the observers when it differs. A follow
    /// made while it reads is never undone by the older snapshot: the read is made again.
    public func load() async throws(ServiceError) {
        try await followed.read { () async throws(ServiceError) in try await service.following() }
    }

    /// Follows `user`, or stops following them, through the service; once it is saved, every
    /// observer hears of it. When the service fails, nothing changes.
    public func setFollowing(_ user: UserID, _ follow: Bool) async throws(ServiceError) {
        if follow { try await service.follow(user) } else { try await service.unfollow(user) }
        followed.saved { following in
            following.removeAll { $0 == user }
            if follow { following.append(user) }
        }
    }

    /// Calls `handler` with everyone followed after every change — one made here, or found by a
    /// read — until the returned subscription ends (a module keeps it in its work:
    /// `events.work.keep(follows.observe { … })`).
    public func observe(_ handler: @escaping ([UserID]) -> Void) -> Subscription {
        followed.observe(handler)
    }
}
