import Domain
import Services
import Testing

/// `--latency`: one latency for every service and services named with their own, read from a
/// person's words and given to exactly the calls it names.
@Suite struct ServiceLatencyTests {
    @Test func everyServiceAndServicesNamedAreReadAndWrittenBack() throws {
        let latency = try #require(ServiceLatency("2000,photos=6000,likes=0"))
        #expect(latency.of(.posts) == .milliseconds(2000))
        #expect(latency.of(.photos) == .milliseconds(6000))
        #expect(latency.of(.likes) == .zero)
        #expect(latency.text == "2000,photos=6000,likes=0")
        #expect(ServiceLatency(latency.text) == latency)
        let photosAlone = try #require(ServiceLatency("photos=60000"))
        #expect(photosAlone.of(.posts) == nil && photosAlone.of(.photos) == .seconds(60))
        #expect(ServiceLatency("250")?.text == "250")
        #expect(ServiceLatency("0")?.isNone == false && ServiceLatency(every: nil).isNone)
    }

    @Test func whatIsNotALatencyIsRefused() {
        for text in [
            "", ",", "2000,", "-1", "+5", " 5", "60001", "1e3", "2000,3000", "photos=1,photos=2", "photo=5",
            "photos=", "=5", "photos==5", "PHOTOS=5", "99999999999999999999", "٣", "5\u{0}",
        ] {
            #expect(ServiceLatency(text) == nil, "\(text.debugDescription)")
        }
    }

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
