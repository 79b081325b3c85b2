import Domain
import Locks
import Services

/// A switch that makes services fail, for tests of error paths: every read and write of the
/// services built with it throws the error set here, until it is cleared.
///
/// ```swift
/// let faults = ServiceFaults()
/// let services = ServiceBundle.inMemory(faults: faults)
/// faults.failEverything(with: .unwritable(path: "/data/likes.json", reason: "disk full"))
/// ```
public final class ServiceFaults: Sendable {
    private let failure = Locked<ServiceError?>(nil)

    /// Faults that fail nothing yet.
    public init() {}

    /// Makes every read and write fail with `error` (or succeed again with `nil`).
    public func failEverything(with error: ServiceError?) {
        failure.withLock { $0 = error }
    }

    func check() throws(ServiceError) {
        if let error = failure.withLock({ $0 }) { throw error }
    }
}

extension ServiceBundle {
    /// The in-memory services behind a ``ServiceFaults`` switch. Posts and people come from the
    /// sample content and never fail.
    public static func inMemory(faults: ServiceFaults, store: InMemoryStore = InMemoryStore())
        -> ServiceBundle
    {
        let live = ServiceBundle.inMemory(store)
        let faulty = live.beforeEachCall { () throws(ServiceError) in try faults.check() }
        return ServiceBundle(
            posts: live.posts, photos: live.photos, users: live.users, likes: faulty.likes,
            follows: faulty.follows,
            settings: faulty.settings)
    }
}
