import Domain
import FeedInterface
import ModuleKit

/// What the feed screen shows.
struct FeedState: LoadingState {
    var source: PostSource
    /// The posts of the current page, with their like state.
    var rows: [PostSummary] = []
    /// The current page, from 0.
    var page = 0
    /// Pages loaded so far.
    var pagesLoaded = 0
    /// Whether the service has more posts after the loaded ones.
    var hasMore = false
    var layout: FeedLayout = .list
    var isLoaded = false
    /// Why the posts could not be loaded.
    var error: String?
}
