import Domain

/// The header's business logic: who the person is, their numbers, and following them.
struct HeaderInteractor: Sendable {
    let users: any UserService
    let follows: any FollowService

    init(_ dependencies: ProfileDependencies) {
        users = dependencies.users
        follows = dependencies.follows
    }

    struct Profile: Sendable {
        var user: User
        var counts: ProfileCounts
        var isFollowing: Bool
    }

    func profile(_ id: UserID) async throws(ServiceError) -> Profile {
        let user = try await users.user(id)
        var counts = try await users.counts(of: id)
        let isFollowing = id == .me ? false : try await follows.isFollowing(id)
        if id == .me {
            counts.following = try await follows.following().count
        } else if isFollowing {
            counts.followers += 1
        }
        return Profile(user: user, counts: counts, isFollowing: isFollowing)
    }

    func setFollowing(_ id: UserID, _ follow: Bool) async throws(ServiceError) {
        if follow { try await follows.follow(id) } else { try await follows.unfollow(id) }
    }
}
