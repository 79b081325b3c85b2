import Domain
import FeedInterface
import ModuleKitCore

/// What the feed screen shows.
package struct FeedState: LoadingState {
    package var source: PostSource
    /// The posts of the current page, with their like state.
    package var rows: [PostSummary] = []
    /// The current page, from 0.
    package var page = 0
    /// Pages loaded so far.
    package var pagesLoaded = 0
    /// Whether the service has more posts after the loaded ones.
    package var hasMore = false
    package var layout: FeedLayout = .list
    package var isLoaded = false
    /// Why the posts could not be loaded.
    package var error: ModuleFailure?
    /// The thumbnails of the rows shown (when the host draws photos), by photo.
    package var thumbnails: [PhotoID: PhotoLoad] = [:]
}
