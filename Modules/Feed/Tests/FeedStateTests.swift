import Domain
import FeedInterface
import Testing

@testable import Feed

/// What the feed decides, as values: its state's transitions, with no service, store or task —
/// the pages it keeps, the page it shows and the thumbnail loads each change leaves to do.
@Suite struct FeedStateTests {
    /// Post `number`, with a photo of its own when `photo` says so (and `shared` as its photo's
    /// name when it shares one).
    func post(_ number: Int, photo: Bool = true, shared: String? = nil) -> Post {
        Post(
            id: PostID("p\(number)"), author: "alice", caption: "post \(number)", createdAt: number,
            baseLikes: 0,
            photo: photo
                ? PhotoInfo(id: PhotoID(shared ?? "photo\(number)"), width: 4, height: 4, alt: "") : nil)
    }

    func unliked(_ post: Post) -> PostSummary { PostSummary(post: post, liked: false) }

    @Test func theFirstPageReplacesEveryPostLoadedBeforeAndLaterPagesAddOnlyNewPosts() {
        var state = FeedState(source: .home)
        state.loaded(first: PostPage(posts: [post(1), post(2)], hasMore: true))
        state.appended(PostPage(posts: [post(2), post(3)], hasMore: false))
        #expect(state.posts.map(\.id) == ["p1", "p2", "p3"], "a post on two pages is kept once")
        #expect(state.pagesLoaded == 2 && !state.hasMore && state.isLoaded)
        state.loaded(first: PostPage(posts: [post(9)], hasMore: true))
        #expect(state.posts.map(\.id) == ["p9"] && state.pagesLoaded == 1 && state.page == 0 && state.hasMore)
    }

    @Test func aPageShowsItsRowsAndLeavesTheThumbnailsToStartAndToStop() {
        var state = FeedState(source: .home)
        state.loaded(first: PostPage(posts: (1...5).map { post($0) }, hasMore: false))
        #expect(state.hasLoaded(page: 1, size: 3) && !state.hasLoaded(page: 2, size: 3))
        let first = state.show(page: 0, size: 3, drawsPhotos: true, summary: unliked)
        #expect(state.rows.map(\.id) == ["p1", "p2", "p3"])
        #expect(first == ThumbnailWork(start: ["photo1", "photo2", "photo3"], stop: []))
        state.thumbnails = ["photo1": .loading, "photo2": .failed("gone"), "photo3": .loading]
        let second = state.show(page: 1, size: 3, drawsPhotos: true, summary: unliked)
        #expect(state.page == 1 && state.rows.map(\.id) == ["p4", "p5"], "the last page is short")
        #expect(second == ThumbnailWork(start: ["photo4", "photo5"], stop: ["photo1", "photo2", "photo3"]))
        #expect(state.thumbnails.isEmpty, "what the rows left had, it forgets")
    }

    @Test func rowsThatShowAgainStartNothingAndAPhotoTwoRowsShareLoadsOnce() {
        var state = FeedState(source: .home)
        state.loaded(
            first: PostPage(
                posts: [post(1, shared: "moon"), post(2, shared: "moon"), post(3, photo: false)],
                hasMore: false))
        #expect(state.show(page: 0, size: 3, drawsPhotos: true, summary: unliked).start == ["moon"])
        state.thumbnails["moon"] = .loading
        let again = state.show(page: 0, size: 3, drawsPhotos: true) {
            PostSummary(post: $0, liked: $0.id == "p2")
        }
        #expect(again == ThumbnailWork(), "a like changes the rows, not the photos")
        #expect(state.rows.map(\.liked) == [false, true, false])
    }

    @Test func aHostThatDrawsNoPhotosLeavesNoThumbnailWork() {
        var state = FeedState(source: .home)
        state.loaded(first: PostPage(posts: [post(1)], hasMore: false))
        #expect(state.show(page: 0, size: 3, drawsPhotos: false, summary: unliked) == ThumbnailWork())
        #expect(state.thumbnails.isEmpty && state.rows.count == 1)
    }
}
