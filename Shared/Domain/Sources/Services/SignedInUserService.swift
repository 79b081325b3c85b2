import Domain

/// People from another service, with the signed-in user (`UserID.me`) shown by the name their
/// settings give: `set name Zed` in settings is what the `me` tab shows.
public struct SignedInUserService: UserService {
    let base: any UserService
    let settings: any SettingsService

    /// `base`, with the signed-in user named from `settings`.
    public init(base: any UserService, settings: any SettingsService) {
        self.base = base
        self.settings = settings
    }

    public func user(_ id: UserID) async throws(ServiceError) -> User {
        var user = try await base.user(id)
        if id == .me { user.displayName = try await settings.load().displayName }
        return user
    }

    public func counts(of id: UserID) async throws(ServiceError) -> ProfileCounts {
        try await base.counts(of: id)
    }
}
