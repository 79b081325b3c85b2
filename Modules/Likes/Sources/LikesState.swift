import Domain

/// What the likes screen shows.
struct LikesState: Equatable, Sendable {
    /// Liked posts, newest like first.
    var posts: [Post] = []
    var isLoaded = false
    var error: String?
}
