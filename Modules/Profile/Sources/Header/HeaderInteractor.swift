import Domain

/// The header's business logic: who the person is, their numbers, and following them — read
/// through the app's one store of follows, and of settings for the signed-in user's name.
@MainActor
struct HeaderInteractor {
    let users: any UserService
    let follows: FollowStore
    let settings: SettingsStore

    init(_ dependencies: ProfileDependencies) {
        users = dependencies.users
        follows = dependencies.follows
        settings = dependencies.settings
    }

    /// The person `id` and their numbers as the service counts them, with whom the signed-in
    /// user follows read again.
    func profile(_ id: UserID) async throws(ServiceError) -> (user: User, counts: ProfileCounts) {
        let user = try await users.user(id)
        let counts = try await users.counts(of: id)
        try await follows.load()
        return (user, counts)
    }

    /// Follows `id`, or stops following them; every profile shows it once saved.
    func setFollowing(_ id: UserID, _ follow: Bool) async throws(ServiceError) {
        try await follows.setFollowing(id, follow)
    }
}
