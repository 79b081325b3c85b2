import Domain
import ModuleKitCore

/// What the post screen shows.
package struct PostState: LoadingState {
    package var id: PostID
    /// The post with the signed-in user's like, as of the last change of either.
    package var summary: PostSummary?
    package var error: ModuleFailure?
    /// Its photo (when the host draws photos), as loaded so far.
    package var photo: PhotoLoad?

    package var isLoaded: Bool { summary != nil }
}
