import Domain

/// What the header shows.
struct HeaderState: Equatable, Sendable {
    var id: UserID
    var user: User?
    var counts: ProfileCounts?
    var isFollowing = false
    var error: String?
}
