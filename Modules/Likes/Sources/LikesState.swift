import Domain
import ModuleKit

/// What the likes screen shows.
struct LikesState: LoadingState {
    /// Liked posts, newest like first, as of the last change of the likes.
    var rows: [PostSummary] = []
    var isLoaded = false
    var error: String?
}
