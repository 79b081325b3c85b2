import Domain
import Locks
import Photos
import Services
import Testing

/// The cache of decoded photos a session's screens share, and the library that fills it.
@Suite struct PhotoCacheTests {
    func photo(_ side: Int) -> DecodedPhoto {
        DecodedPhoto(width: side, height: side, pixels: [UInt8](repeating: 7, count: side * side * 3))
    }

    @Test func theLeastRecentlyUsedGoFirstAndTheBoundHolds() {
        let cache = PhotoCache(capacity: 300)  // 100 pixels
        let a = PhotoKey.decoded("a")
        let b = PhotoKey.decoded("b")
        let c = PhotoKey.thumbnail("a", side: 5)
        let d = PhotoKey.scaled("a", width: 8)
        let huge = PhotoKey.decoded("huge")
        cache.keep(photo(5), as: a)  // 75 bytes
        cache.keep(photo(5), as: b)
        cache.keep(photo(5), as: c)
        #expect(cache.value(a) != nil)  // a is used: b is now the oldest
        cache.keep(photo(8), as: d)  // 192 bytes: b then c go
        #expect(cache.keys == [a, d])
        #expect(cache.totalCost == 75 + 192)
        cache.keep(photo(20), as: huge)  // 1200 bytes: larger than the cache, not kept
        #expect(cache.value(huge) == nil && cache.keys == [a, d])
    }

    @Test func aPhotoIsReadAndDecodedOnceThenServedFromTheCache() async throws {
        let reads = Counter()
        let library = PhotoLibrary(
            service: CountingPhotos(reads: reads), cache: PhotoCache(capacity: 4 << 20))
        let first = try await library.photo("chelsea")
        let again = try await library.photo("chelsea")
        #expect(first == again && first.width == 400 && first.height == 266)
        #expect(reads.value == 1)
        await #expect(throws: PhotoFailure.unavailable("nothing", .notFound("photo nothing"))) {
            try await library.photo("nothing")
        }
    }

    @Test func whatWasMadeIsAtHandAtOnceAndNothingElse() async throws {
        let reads = Counter()
        let library = PhotoLibrary(
            service: CountingPhotos(reads: reads), cache: PhotoCache(capacity: 4 << 20))
        #expect(
            library.kept("chelsea", at: .thumbnail(side: 8)) == nil
                && library.kept("chelsea", at: .width(64)) == nil)
        let thumbnail = try await library.photo("chelsea", at: .thumbnail(side: 8)).photo()
        #expect(library.kept("chelsea", at: .thumbnail(side: 8)) == thumbnail)
        #expect(library.kept("chelsea", at: .thumbnail(side: 9)) == nil, "another size is another photo")
        let scaled = try await library.photo("chelsea", at: .width(64)).photo()
        #expect(library.kept("chelsea", at: .width(64)) == scaled && scaled.width == 64)
        // No wider than asked: the decoded photo itself, as a load of that width gives it.
        #expect(library.kept("chelsea", at: .width(500)) == (try await library.photo("chelsea")))
        #expect(
            try await library.photo("chelsea", at: .width(500)).photo()
                == (try await library.photo("chelsea")))
        #expect(reads.value == 1)
    }

    @Test func aScaledPhotoIsTheMeanOfThePixelsEachCovers() {
        let photo = DecodedPhoto(width: 2, height: 2, pixels: [0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255])
        #expect(photo.scaled(width: 1, height: 1).pixels == [127, 63, 127])
        #expect(photo.scaled(width: 2, height: 1).pixels == [127, 0, 0, 127, 127, 255])
        let larger = photo.scaled(width: 4, height: 4)
        #expect(larger.pixel(x: 3, y: 3) == (0, 0, 255) && larger.pixel(x: 0, y: 0) == (0, 0, 0))
    }
}

/// The sample photos, counting the reads.
struct CountingPhotos: PhotoService {
    let reads: Counter
    func photo(_ id: PhotoID) async throws(ServiceError) -> [UInt8] {
        reads.increment()
        return try await SamplePhotoService().photo(id)
    }
}

/// A count, kept across tasks.
final class Counter: Sendable {
    private let count = Locked(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

extension PhotoLibrary {
    /// The photo `photo(_:at:)` has at hand, or `nil` when it would load it.
    fileprivate func kept(_ id: PhotoID, at size: PhotoSize) -> DecodedPhoto? {
        if case .kept(let photo) = photo(id, at: size) { return photo }
        return nil
    }
}
