import Domain
import ModuleKitCore

/// The post screen, whole: the post it read and what it shows of it.
package struct PostState: LoadingState {
    package var id: PostID
    /// The post as last read.
    package var post: Post?
    /// The post with the signed-in user's like, as of the last change of either.
    package var summary: PostSummary?
    package var error: ModuleFailure?
    /// Its photo (when the host draws photos), as loaded so far.
    package var photo: PhotoLoad?

    package var isLoaded: Bool { summary != nil }
}
