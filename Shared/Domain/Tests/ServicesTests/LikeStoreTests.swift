import Domain
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
        var first: [LikeStore.Change] = []
        var second: [LikeStore.Change] = []
        let a = likes.observe { first.append($0) }
        let b = likes.observe { second.append($0) }
        try await likes.setLiked("p1", true)
        #expect(first == [.init(post: "p1", liked: true)])
        #expect(second == first)
        #expect(likes.likedPosts == ["p1", "p2"])
        #expect(try await service.likedPosts() == ["p1", "p2"], "saved through the service")
        _ = (a, b)
    }

    @Test func whenTheServiceFailsNothingChangesAndNoOneHears() async throws {
        let faults = ServiceFaults()
        let likes = LikeStore(service: ServiceBundle.inMemory(faults: faults).likes)
        var heard: [LikeStore.Change] = []
        let observation = likes.observe { heard.append($0) }
        faults.failEverything(with: .unwritable(path: "/data/likes.json", reason: "disk full"))
        await #expect(throws: ServiceError.self) { try await likes.setLiked("p1", true) }
        #expect(!likes.isLiked("p1"))
        #expect(heard.isEmpty)
        _ = observation
    }

    @Test func aReleasedObservationHearsNothingMore() async throws {
        let likes = LikeStore(service: InMemoryLikeService(store: InMemoryStore()))
        var heard = 0
        var observation: LikeObservation? = likes.observe { _ in heard += 1 }
        try await likes.setLiked("p1", true)
        observation = nil
        _ = observation
        try await likes.setLiked("p2", true)
        #expect(heard == 1)
    }

    @Test func reloadingReportsWhatChangedElsewhere() async throws {
        let service = InMemoryLikeService(store: InMemoryStore())
        try await service.like("p2")
        try await service.like("p1")
        let likes = LikeStore(service: service)
        try await likes.load()
        var heard: [LikeStore.Change] = []
        let observation = likes.observe { heard.append($0) }
        try await service.unlike("p1")
        try await service.like("p3")
        try await likes.reload()
        #expect(heard == [.init(post: "p3", liked: true), .init(post: "p1", liked: false)])
        #expect(likes.likedPosts == ["p3", "p2"])
        _ = observation
    }
}
