import Domain
import FeedInterface
import ModuleKitCore

/// The feed screen, whole: what it shows and every post it loaded. Its transitions are pure —
/// each changes the value and returns the work it leaves to start — so what the feed decides is
/// tested as values, and a test that says every change of the state says all of it.
package struct FeedState: LoadingState {
    package var source: PostSource
    /// Every post loaded, in feed order: the rows show one page of them.
    package var posts: [Post] = []
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

/// The thumbnail loads a change of the rows shown leaves to do: those of rows that show and have
/// none to start, those of rows no longer shown to stop.
package struct ThumbnailWork: Equatable, Sendable {
    package var start: [PhotoID] = []
    package var stop: [PhotoID] = []
}

extension FeedState {
    /// The first page read: it replaces every post loaded before, and the feed shows it.
    mutating func loaded(first: PostPage) {
        posts = []
        pagesLoaded = 0
        appended(first)
        page = 0
        isLoaded = true
        error = nil
    }

    /// Another page read: its posts not loaded already join the end.
    mutating func appended(_ next: PostPage) {
        let known = Set(posts.map(\.id))
        posts += next.posts.filter { !known.contains($0.id) }
        pagesLoaded += 1
        hasMore = next.hasMore
    }

    /// Whether page `index`, of `size` posts, has a post loaded.
    func hasLoaded(page index: Int, size: Int) -> Bool {
        index * size < posts.count
    }

    /// Shows page `index` of `size` posts: its rows, each with the like `summary` reads; the
    /// thumbnails of rows left are forgotten. Returns the thumbnail loads to start and to stop
    /// — none when `drawsPhotos` is false.
    mutating func show(
        page index: Int, size: Int, drawsPhotos: Bool, summary: (Post) -> PostSummary
    ) -> ThumbnailWork {
        page = index
        let start = min(index * size, posts.count)
        rows = posts[start..<min(start + size, posts.count)].map(summary)
        guard drawsPhotos else { return ThumbnailWork() }
        let shown = rows.compactMap(\.post.photo?.id)
        var work = ThumbnailWork()
        for id in thumbnails.keys.sorted(by: { $0.rawValue < $1.rawValue }) where !shown.contains(id) {
            work.stop.append(id)
            thumbnails[id] = nil
        }
        for id in shown where thumbnails[id] == nil && !work.start.contains(id) { work.start.append(id) }
        return work
    }
}
