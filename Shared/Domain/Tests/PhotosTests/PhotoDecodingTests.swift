import Domain
import Locks
import Photos
import Services
import Testing

/// Decoding a photo is a long run of work that never suspends: it holds no thread of the
/// concurrency pool, so that a screenful of photos decoding never holds up what a person asked
/// (a tab's load awaits its services on the pool).
@Suite struct PhotoDecodingTests {
    @Test func photosBeingDecodedLeaveTheConcurrencyPoolToWorkAskedAfterThem() async throws {
        // Many more decodes than the pool has threads (one a core): on the pool, work asked after
        // them would wait until all but the last few had started — most of them ended.
        let libraries = (0..<3).map { _ in
            PhotoLibrary(service: SamplePhotoService(), cache: PhotoCache(capacity: 64 << 20))
        }
        let total = libraries.count * SamplePhotoService.names.count
        let decoded = Locked(0)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for library in libraries {
                for name in SamplePhotoService.names {
                    group.addTask {
                        _ = try await library.photo(name)
                        decoded.withLock { $0 += 1 }
                    }
                }
            }
            let decodedWhenItRan = await Task.detached { decoded.withLock { $0 } }.value
            #expect(
                decodedWhenItRan < total / 2,
                "work asked after \(total) decodes ran once \(decodedWhenItRan) had ended")
            try await group.waitForAll()
        }
        #expect(decoded.withLock { $0 } == total)
    }
}
