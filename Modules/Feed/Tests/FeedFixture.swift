import Domain
import Feed
import Services
import ServicesTesting

/// What Feed's screens are tested on, whatever the host: in-memory services whose faults a test
/// sets, and the app's one store of likes over them.
@MainActor
struct FeedFixture {
    let faults = ServiceFaults()
    let services: ServiceBundle
    let likes: LikeStore
    var dependencies: FeedDependencies { FeedDependencies(posts: services.posts, likes: likes) }

    init() {
        services = .inMemory(faults: faults)
        likes = LikeStore(service: services.likes)
    }
}
