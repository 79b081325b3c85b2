import Domain
import ModuleKitCore

/// What the header shows.
package struct HeaderState: LoadingState {
    package var id: UserID
    package var user: User?
    package var counts: ProfileCounts?
    package var isFollowing = false
    package var error: ModuleFailure?

    package var isLoaded: Bool { user != nil && counts != nil }
}
