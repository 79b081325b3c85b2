import Domain
import ModuleKit

/// What the post screen shows.
struct PostState: LoadingState {
    var id: PostID
    /// The post with the signed-in user's like, as of the last change of either.
    var summary: PostSummary?
    var error: String?

    var isLoaded: Bool { summary != nil }
}
