import Domain
import FeedInterface
import ModuleKitCore
import ModuleKitTesting
import Photos
import Services
import ServicesTesting
import Testing

@testable import Feed

/// A screen's photos, the screen's own work beside its rows: the rows show before their photos,
/// a like never waits for one, a page change stops the loads of the rows it left, a close stops
/// them all, and a cache smaller than a page still shows every photo.
@MainActor
@Suite struct FeedPhotoTests {
    let fixture = FeedFixture()

    func feed(photos: any PhotoLoading) async throws -> ModuleHarness<FeedContext> {
        var dependencies = fixture.dependencies
        dependencies.photos = photos
        let harness = try await ModuleHarness(
            FeedFeature.builder(dependencies) { _ in HeadlessView<FeedState>() },
            FeedContext(source: .home, routingContext: "test"))
        // Photos arrive when they arrive, each a change of its own: the tests say what they show.
        harness.exhaustiveState = false
        return harness
    }

    /// The photo ids of page `index`'s rows, in order.
    func photoIDs(ofPage index: Int) -> [PhotoID] {
        SampleContent.posts[(index * 10)..<(index * 10 + 10)].compactMap(\.photo?.id)
    }

    /// Waits until `condition` holds, or gives up.
    func eventually(_ condition: () -> Bool) async -> Bool {
        // Turns of the main actor first; then, for photos decoded on the library's own thread,
        // time — up to 30 s: a bound on a hang, never a measure.
        for turn in 0..<13_000 {
            if condition() { return true }
            if turn < 10_000 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(10)) }
        }
        return condition()
    }

    @Test func theRowsShowBeforeTheirPhotosAndALikeNeverWaitsForOne() async throws {
        let photos = HeldPhotos()
        let harness = try await feed(photos: photos)
        let state = try #require(harness.state(as: FeedState.self))
        #expect(state.isLoaded && state.rows.count == 10, "the rows show")
        #expect(Set(state.thumbnails.keys) == Set(photoIDs(ofPage: 0)))
        #expect(state.thumbnails.values.allSatisfy { $0 == .loading }, "while every photo still loads")
        #expect(!harness.isLoading, "a screen whose photos load is not a loading screen")
        try await harness.act(FeedAction.like("p1"))
        #expect(harness.state(as: FeedState.self)?.rows[0].liked == true, "liked while the photos load")
        #expect(photos.asked == Set(photoIDs(ofPage: 0)))
        photos.release()
        #expect(
            await eventually {
                harness.state(as: FeedState.self)?.thumbnails.values.allSatisfy {
                    if case .loaded(let photo) = $0 { return photo.width == FeedPresenter.thumbnailSide }
                    return false
                } == true
            })
        await harness.finish()
    }

    @Test func aPageChangeStopsTheLoadsOfTheRowsItLeft() async throws {
        let photos = HeldPhotos()
        let harness = try await feed(photos: photos)
        try await harness.act(FeedAction.nextPage)
        let left = Set(photoIDs(ofPage: 0)).subtracting(photoIDs(ofPage: 1))
        #expect(!left.isEmpty)
        #expect(await eventually { photos.cancelled == left }, "the loads of the rows left, and only those")
        let state = try #require(harness.state(as: FeedState.self))
        #expect(Set(state.thumbnails.keys) == Set(photoIDs(ofPage: 1)))
        photos.release()
        await harness.finish()
    }

    @Test func aCloseDuringTheLoadsStopsThemAllAndNothingArrivesAfter() async throws {
        let photos = HeldPhotos()
        let harness = try await feed(photos: photos)
        #expect(await harness.close().isEmpty, "no module outlives its screen")
        #expect(await eventually { photos.cancelled == Set(photoIDs(ofPage: 0)) }, "every load stopped")
        photos.release()
        harness.expectNothingAfterClose()
    }

    @Test func aCacheSmallerThanAPageStillShowsEveryPhotoAndHoldsItsBound() async throws {
        let side = FeedPresenter.thumbnailSide
        let cache = PhotoCache(capacity: 3 * side * side * 3)
        let library = PhotoLibrary(service: SamplePhotoService(), cache: cache)
        let harness = try await feed(photos: library)
        #expect(
            await eventually {
                harness.state(as: FeedState.self)?.thumbnails.values.allSatisfy {
                    if case .loaded = $0 { return true }
                    return false
                } == true
            })
        #expect(cache.totalCost <= cache.capacity, "the cache holds its bound: \(cache.keys)")
        await harness.finish()
    }

    @Test func photosKeptAlreadyShowWithTheirScreenAndStartNoLoad() async throws {
        let library = PhotoLibrary(service: SamplePhotoService(), cache: PhotoCache(capacity: 1 << 24))
        for id in photoIDs(ofPage: 0) {
            _ = try await library.photo(id, at: .thumbnail(side: FeedPresenter.thumbnailSide)).photo()
        }
        _ = try await library.photo("chelsea", at: .width(PostPresenter.photoWidth)).photo()  // post p3's
        // The same photos kept, over a service that fails every read: a load would show a failure.
        let kept = PhotoLibrary(
            service: ServiceBundle.inMemory().failing([.photos]).photos, cache: library.cache)
        let harness = try await feed(photos: kept)
        let state = try #require(harness.state(as: FeedState.self))
        #expect(state.thumbnails.count == 10, "every row's photo")
        #expect(state.thumbnails.values.allSatisfy(isShown), "shown with the rows: \(state.thumbnails)")
        await harness.finish()
        var dependencies = fixture.dependencies
        dependencies.photos = kept
        let post = try await ModuleHarness(
            FeedFeature.postBuilder(dependencies) { _ in HeadlessView<PostState>() },
            PostContext(post: "p3", routingContext: "test"))
        post.exhaustiveState = false
        let photo = try #require(post.state(as: PostState.self)?.photo)
        #expect(isShown(photo) && !post.isLoading, "the post's photo with the post")
        await post.finish()
    }

    /// Whether `load` is a photo shown.
    func isShown(_ load: PhotoLoad) -> Bool {
        if case .loaded = load { return true }
        return false
    }

    @Test func aPhotoThatCannotBeShownSaysWhyInOneLine() async throws {
        let harness = try await feed(photos: FailingPhotos())
        #expect(
            await eventually {
                harness.state(as: FeedState.self)?.thumbnails["astronaut"]
                    == .failed("photo astronaut: damaged: the file ends early")
            })
        await harness.finish()
    }
}

/// Photos whose bytes are always damaged.
struct FailingPhotos: PhotoLoading {
    func photo(_ id: PhotoID, at size: PhotoSize) -> PhotoAnswer {
        .load { () throws(PhotoFailure) in throw .damaged(id, .endsEarly) }
    }
}
