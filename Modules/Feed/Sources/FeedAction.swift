import Domain

/// What can be asked of a feed, by id: whatever the host parsed it from.
package enum FeedAction: Sendable, Equatable {
    case like(PostID)
    case unlike(PostID)
    case open(PostID)
    case openAuthor(UserID)
    case nextPage
    case previousPage
    /// Loads the newest posts.
    case refresh
}
