import Domain
import Services
import Testing

/// A latency given to exactly the calls it names (the option that reads one is the app's).
@Suite struct ServiceLatencyTests {
    @Test func aServiceNamedIsSlowAndTheOthersAreNot() async throws {
        let services = ServiceBundle.inMemory().delayed(by: ServiceLatency(services: [.photos: .seconds(60)]))
        // The posts answer at once; the photo waits its minute, and a cancelled wait ends it.
        let page = try await services.posts.page(.home, index: 0, size: 1)
        let photo = try #require(page.posts.first?.photo?.id)
        let read = Task { () async throws(ServiceError) -> [UInt8] in try await services.photos.photo(photo) }
        read.cancel()
        await #expect(throws: ServiceError.cancelled) { try await read.value }
    }
}
