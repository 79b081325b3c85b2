import Domain
import ModuleKit

/// What the header shows.
struct HeaderState: LoadingState {
    var id: UserID
    var user: User?
    var counts: ProfileCounts?
    var isFollowing = false
    var error: String?

    var isLoaded: Bool { user != nil && counts != nil }
}
