import Domain

/// What the likes screen shows.
struct LikesState: Equatable, Sendable {
    /// Liked posts, newest like first, as of the last change of the likes.
    var rows: [PostSummary] = []
    var isLoaded = false
    var error: String?
}
