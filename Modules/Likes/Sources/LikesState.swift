import Domain
import ModuleKitCore

/// The likes screen, whole: the posts it fetched and the rows it shows of them.
package struct LikesState: LoadingState {
    /// The posts of the likes fetched so far, by id: a like given elsewhere shows once its post is here.
    package var posts: [PostID: Post] = [:]
    /// Liked posts, newest like first, as of the last change of the likes.
    package var rows: [PostSummary] = []
    package var isLoaded = false
    package var error: ModuleFailure?
}
