import FeedInterface

/// What the profile itself holds; the header and the posts keep their own state.
struct ProfileState: Equatable, Sendable {
    var layout: FeedLayout = .list
    /// Why the posts could not be embedded.
    var postsError: String?
}
