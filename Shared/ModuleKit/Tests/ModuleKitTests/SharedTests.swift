import Testing

@testable import ModuleKitCore

/// `Shared`: one value that several screens follow, each until its subscription ends.
@MainActor
@Suite struct SharedTests {
    @Test func everyObserverHearsEachChangeOnceInTheOrderTheyCameAndNoOneHearsNoChange() {
        let name = Shared("Me")
        var heard: [String] = []
        let first = name.observe { heard.append("first: \($0)") }
        let second = name.observe { heard.append("second: \($0)") }
        name.update { $0 = "Zed" }
        name.update { $0 = "Zed" }
        #expect(heard == ["first: Zed", "second: Zed"])
        #expect(name.value == "Zed")
        first.cancel()
        second.cancel()
    }

    @Test func aCancelledOrDroppedSubscriptionHearsNothingMore() {
        let count = Shared(0)
        var cancelled = 0
        var dropped = 0
        let subscription = count.observe { _ in cancelled += 1 }
        var kept: Subscription? = count.observe { _ in dropped += 1 }
        count.update { $0 += 1 }
        subscription.cancel()
        kept = nil
        _ = kept
        count.update { $0 += 1 }
        #expect(cancelled == 1 && dropped == 1)
    }

    @Test func aChangeMadeWhileObserversHearOfOneIsToldToAllOfThemAfterIt() {
        let count = Shared(0)
        var heard: [String] = []
        let first = count.observe { value in
            heard.append("first: \(value)")
            if value == 1 { count.update { $0 = 2 } }
        }
        let second = count.observe { heard.append("second: \($0)") }
        count.update { $0 = 1 }
        #expect(heard == ["first: 1", "second: 1", "first: 2", "second: 2"])
        first.cancel()
        second.cancel()
    }

    @Test func anObserverWhoseSubscriptionEndsWhileOthersHearOfAChangeHearsNoMore() {
        let count = Shared(0)
        var heard: [String] = []
        let second = Held()
        let first = count.observe { _ in
            heard.append("first")
            second.subscription = nil
        }
        second.subscription = count.observe { _ in heard.append("second") }
        count.update { $0 = 1 }
        #expect(heard == ["first"])
        first.cancel()
    }

    @Test func aModulesWorkKeepsItsObservationWhileItIsOpenAndEndsItWhenItCloses() async throws {
        let navigator = try SampleFeatures.app(items: ["a"])
        try navigator.push(DetailContext(item: "a", routingContext: "c"))
        let work = try #require(navigator.top?.module.work)
        let name = Shared("Me")
        var heard: [String] = []
        work.keep(name.observe { heard.append($0) })
        try navigator.push(DetailContext(item: "b", routingContext: "c"))
        name.update { $0 = "Zed" }
        #expect(heard == ["Zed"], "covered, the module still follows it")
        try navigator.pop()
        try navigator.pop()
        name.update { $0 = "Ada" }
        #expect(heard == ["Zed"], "closed, it follows no more")
        work.keep(name.observe { heard.append($0) })
        name.update { $0 = "Bo" }
        #expect(heard == ["Zed"], "kept by a closed module: ended at once")
        #expect(await navigator.modules.reachIdlePoint().isEmpty)
    }
}

/// A subscription an observer can end.
@MainActor
private final class Held {
    var subscription: Subscription?
}
