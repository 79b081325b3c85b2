import Domain
import ModuleKitCore

/// What the likes screen shows.
package struct LikesState: LoadingState {
    /// Liked posts, newest like first, as of the last change of the likes.
    package var rows: [PostSummary] = []
    package var isLoaded = false
    package var error: ModuleFailure?
}
