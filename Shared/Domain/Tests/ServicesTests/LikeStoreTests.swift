import Domain
import ModuleKitCore
import Services
import ServicesTesting
import Testing

@MainActor
@Suite struct LikeStoreTests {
    @Test func aLikeIsSavedThenEveryObserverHearsItOnce() async throws {
        let service = InMemoryLikeService(store: InMemoryStore())
        try await service.like("p2")
        let likes = LikeStore(service: service)
        try await likes.load()
        var first: [[PostID]] = []
        var second: [[PostID]] = []
        let a = likes.observe { first.append($0) }
        let b = likes.observe { second.append($0) }
        try await likes.setLiked("p1", true)
        #expect(first == [["p1", "p2"]])
        #expect(second == first)
        #expect(likes.likedPosts == ["p1", "p2"])
        #expect(try await service.likedPosts() == ["p1", "p2"], "saved through the service")
        a.cancel()
        b.cancel()
    }

    @Test func whenTheServiceFailsNothingChangesAndNoOneHears() async throws {
        let faults = ServiceFaults()
        let likes = LikeStore(service: ServiceBundle.inMemory(faults: faults).likes)
        var heard: [[PostID]] = []
        let observation = likes.observe { heard.append($0) }
        faults.failEverything(with: .unwritable(path: "/data/likes.json", reason: "disk full"))
        await #expect(throws: LikeFailure.unsaved(.unwritable(path: "/data/likes.json", reason: "disk full")))
        {
            try await likes.setLiked("p1", true)
        }
        #expect(!likes.isLiked("p1"))
        #expect(heard.isEmpty)
        _ = observation
    }

    @Test func aChangeThatChangesNothingIsRefusedForEveryScreenAlike() async throws {
        let likes = LikeStore(service: InMemoryLikeService(store: InMemoryStore()))
        var heard: [[PostID]] = []
        let observation = likes.observe { heard.append($0) }
        try await likes.setLiked("p1", true)
        await #expect(throws: LikeFailure.unchanged("p1", liked: true)) {
            try await likes.setLiked("p1", true)
        }
        await #expect(throws: LikeFailure.unchanged("p2", liked: false)) {
            try await likes.setLiked("p2", false)
        }
        #expect(LikeFailure.unchanged("p1", liked: true).description == "you already like p1")
        #expect(LikeFailure.unchanged("p2", liked: false).description == "you do not like p2")
        #expect(heard == [["p1"]])
        _ = observation
    }

    @Test func aReleasedObservationHearsNothingMore() async throws {
        let likes = LikeStore(service: InMemoryLikeService(store: InMemoryStore()))
        var heard = 0
        var observation: Subscription? = likes.observe { _ in heard += 1 }
        try await likes.setLiked("p1", true)
        observation = nil
        _ = observation
        try await likes.setLiked("p2", true)
        #expect(heard == 1)
    }

    @Test func reloadingTellsWhatChangedElsewhereOnceAndNothingWhenNothingDid() async throws {
        let service = InMemoryLikeService(store: InMemoryStore())
        try await service.like("p2")
        try await service.like("p1")
        let likes = LikeStore(service: service)
        try await likes.load()
        var heard: [[PostID]] = []
        let observation = likes.observe { heard.append($0) }
        try await likes.load()
        #expect(heard.isEmpty)
        try await service.unlike("p1")
        try await service.like("p3")
        try await likes.load()
        #expect(heard == [["p3", "p2"]])
        #expect(likes.likedPosts == ["p3", "p2"])
        _ = observation
    }
}

/// A like service whose first read answers with the likes as they were when it was asked, but
/// only once the test lets it: a snapshot that a write made meanwhile has made old.
@MainActor
final class HeldLikeService: LikeService {
    private let store = InMemoryStore()
    private lazy var likes = InMemoryLikeService(store: store)
    private var held: CheckedContinuation<Void, Never>?
    private var holdsNextRead = false
    private(set) var reads = 0

    /// The next read takes its snapshot at once and returns it when ``release()`` is called.
    func holdNextRead() { holdsNextRead = true }

    /// Whether a read is being held.
    var isHolding: Bool { held != nil }

    func release() {
        held?.resume()
        held = nil
    }

    nonisolated func likedPosts() async throws(ServiceError) -> [PostID] { try await read() }
    nonisolated func isLiked(_ post: PostID) async throws(ServiceError) -> Bool { try await liked(post) }
    nonisolated func like(_ post: PostID) async throws(ServiceError) { try await write(post, true) }
    nonisolated func unlike(_ post: PostID) async throws(ServiceError) { try await write(post, false) }

    private func read() async throws(ServiceError) -> [PostID] {
        reads += 1
        let snapshot = try await likes.likedPosts()
        if holdsNextRead {
            holdsNextRead = false
            await withCheckedContinuation { held = $0 }
        }
        return snapshot
    }

    private func liked(_ post: PostID) async throws(ServiceError) -> Bool { try await likes.isLiked(post) }

    private func write(_ post: PostID, _ like: Bool) async throws(ServiceError) {
        if like { try await likes.like(post) } else { try await likes.unlike(post) }
    }
}

@MainActor
@Suite struct LikeStoreOverlapTests {
    @Test func aReloadThatOverlapsALikeNeverUndoesIt() async throws {
        let service = HeldLikeService()
        let likes = LikeStore(service: service)
        try await likes.load()
        service.holdNextRead()
        let reload = Task { try await likes.load() }
        for _ in 0..<10_000 where !service.isHolding { await Task.yield() }
        try #require(service.isHolding, "the reload never reached its read")
        try await likes.setLiked("p1", true)
        service.release()
        try await reload.value
        #expect(likes.isLiked("p1"), "the snapshot taken before the like did not undo it")
        #expect(likes.likedPosts == ["p1"])
        #expect(service.reads == 3, "the overlapped read was made again")
    }
}
