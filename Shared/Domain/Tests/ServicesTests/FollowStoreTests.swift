import Domain
import ModuleKitCore
import Services
import ServicesTesting
import Testing

@MainActor
@Suite struct FollowStoreTests {
    @Test func aFollowIsSavedThroughTheServiceThenEveryObserverHearsIt() async throws {
        let service = InMemoryFollowService(store: InMemoryStore())
        let follows = FollowStore(service: service)
        try await follows.load()
        var heard: [[UserID]] = []
        let observation = follows.observe { heard.append($0) }
        try await follows.setFollowing("alice", true)
        try await follows.setFollowing("bob", true)
        try await follows.setFollowing("alice", false)
        #expect(
            heard == [["carol", "alice"], ["carol", "alice", "bob"], ["carol", "bob"]],
            "the sample follows carol")
        #expect(follows.isFollowing("bob") && !follows.isFollowing("alice"))
        #expect(try await service.following() == ["carol", "bob"], "saved through the service")
        observation.cancel()
    }

    @Test func whenTheServiceFailsNothingChangesAndNoOneHears() async throws {
        let faults = ServiceFaults()
        let follows = FollowStore(service: ServiceBundle.inMemory(faults: faults).follows)
        try await follows.load()
        let before = follows.following
        var heard = 0
        let observation = follows.observe { _ in heard += 1 }
        faults.failEverything(with: .unwritable(path: "/data/follows.json", reason: "disk full"))
        await #expect(throws: ServiceError.unwritable(path: "/data/follows.json", reason: "disk full")) {
            try await follows.setFollowing("bob", true)
        }
        #expect(follows.following == before && heard == 0)
        observation.cancel()
    }
}
