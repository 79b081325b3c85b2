import Domain
import ModuleKitCore

/// What the header shows.
package struct HeaderState: LoadingState {
    package var id: UserID
    package var user: User?
    /// The person's numbers as the service counts them: without the signed-in user's follow.
    package var served: ProfileCounts?
    /// Whether the signed-in user follows the person (never, on their own profile).
    package var isFollowing = false
    /// On the signed-in user's own profile, how many people they follow.
    package var followed = 0
    package var error: ModuleFailure?

    package var isLoaded: Bool { user != nil && served != nil }

    /// The numbers shown: the service's, with the signed-in user's follow counted — one more
    /// follower for someone they follow, and on their own profile everyone they follow.
    package var counts: ProfileCounts? {
        guard var counts = served else { return nil }
        if id == .me {
            counts.following = followed
        } else if isFollowing {
            counts.followers += 1
        }
        return counts
    }

    /// Shows that the signed-in user follows `following`.
    package mutating func show(following: [UserID]) {
        if id == .me {
            followed = following.count
        } else {
            isFollowing = following.contains(id)
        }
    }
}
