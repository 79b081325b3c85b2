import Caches
import Testing

@Suite struct LeastRecentlyUsedTests {
    @Test func aCacheBoundedByCountKeepsThatManyTheLeastRecentlyUsedGoingFirst() {
        var names = LeastRecentlyUsed<Int, String>(capacity: 2) { _ in 1 }
        names.keep("one", as: 1)
        names.keep("two", as: 2)
        #expect(names.use(1) == "one")
        names.keep("three", as: 3)
        #expect(names.keys == [1, 3] && names.use(2) == nil)
        names.keep("uno", as: 1)
        #expect(names.keys == [3, 1] && names.totalCost == 2)
    }

    @Test func aValueCostingMoreThanTheBoundIsNotKeptAndRemovesNothing() {
        var sizes = LeastRecentlyUsed<String, [UInt8]>(capacity: 10) { $0.count }
        sizes.keep([1, 2, 3], as: "small")
        sizes.keep(Array(repeating: 0, count: 11), as: "huge")
        #expect(sizes.keys == ["small"] && sizes.totalCost == 3)
        #expect(sizes.use("huge") == nil)
    }
}
