import Domain
import Services
import Testing

@testable import App

/// `--latency`: one latency for every service and services named with their own, read from a
/// person's words (each `MS` by TerminalUI's one grammar of a latency) and given to exactly the
/// calls it names.
@Suite struct ServiceLatencyTests {
    @Test func everyServiceAndServicesNamedAreReadAndWrittenBack() throws {
        let latency = try #require(ServiceLatency(parsing: "2000,photos=6000,likes=0"))
        #expect(latency.of(.posts) == .milliseconds(2000))
        #expect(latency.of(.photos) == .milliseconds(6000))
        #expect(latency.of(.likes) == .zero)
        #expect(latency.text == "2000,photos=6000,likes=0")
        #expect(ServiceLatency(parsing: latency.text) == latency)
        let photosAlone = try #require(ServiceLatency(parsing: "photos=60000"))
        #expect(photosAlone.of(.posts) == nil && photosAlone.of(.photos) == .seconds(60))
        #expect(ServiceLatency(parsing: "250")?.text == "250")
        #expect(ServiceLatency(parsing: "0")?.isNone == false && ServiceLatency(every: nil).isNone)
    }

    @Test func whatIsNotALatencyIsRefused() {
        for text in [
            "", ",", "2000,", "-1", "+5", " 5", "60001", "1e3", "2000,3000", "photos=1,photos=2", "photo=5",
            "photos=", "=5", "photos==5", "PHOTOS=5", "99999999999999999999", "٣", "5\u{0}",
        ] {
            #expect(ServiceLatency(parsing: text) == nil, "\(text.debugDescription)")
        }
    }
}
