import Caches
import Testing

/// The README's example, compiled and run.
@Suite struct ReadmeExampleTests {
    @Test func theReadmesCacheKeepsWhatFitsTheLeastRecentlyUsedGoingFirst() {
        // snippet: caches-readme
        // At most 10 bytes of thumbnails, each costing its bytes.
        var thumbnails = LeastRecentlyUsed<String, [UInt8]>(capacity: 10) { $0.count }
        thumbnails.keep([1, 2, 3, 4], as: "a")
        thumbnails.keep([5, 6, 7, 8], as: "b")
        _ = thumbnails.use("a")  // a is now the most recently used
        thumbnails.keep([9, 10, 11], as: "c")  // 11 bytes: b, the least recently used, goes
        // end
        #expect(thumbnails.keys == ["a", "c"] && thumbnails.totalCost == 7)
    }
}
