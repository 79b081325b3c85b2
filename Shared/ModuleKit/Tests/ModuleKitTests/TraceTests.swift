import ModuleKitRecording
import Testing

@testable import ModuleKitCore

@MainActor
@Suite struct TraceTests {
    @Test func everyBuildEventRouteLifecycleAndUnhandledEventIsRecorded() async throws {
        let modules = ModuleManager()
        let trace = TraceLog(modules)
        let navigator = try SampleFeatures.app(items: ["a"], modules: modules)
        try navigator.push(DetailContext(item: "a", routingContext: "c.detail"))
        try await navigator.top?.module.sampleView.perform(.close)
        let kinds = trace.records.map(\.kind.rawValue)
        #expect(kinds.contains("build"))
        #expect(kinds.contains("route"))
        #expect(kinds.contains("lifecycle"))
        let event = try #require(trace.records.first { $0.kind == .event })
        #expect(event.module == "Detail#2")
        #expect(event.routingContext == "c.detail")
        #expect(event.summary == "close")
        #expect(trace.records.last?.kind == .unhandled)
    }

    @Test func anyNumberOfObserversJoinEachForItsKindsAndNoneReplacesAnother() async throws {
        let modules = ModuleManager()
        var everything: [TraceRecord.Kind] = []
        var builds = 0
        let all = modules.observe { everything.append($0.kind) }
        let buildsOnly = modules.observe([.build]) { _ in builds += 1 }
        var unhandled = 0
        let third = modules.observe([.unhandled]) { _ in unhandled += 1 }
        #expect(modules.isTraceOn, "someone wants events")
        let navigator = try SampleFeatures.app(items: ["a"], modules: modules)
        #expect(builds == 1 && everything.contains(.build) && everything.contains(.route))
        all.cancel()
        #expect(!modules.isTraceOn, "no one wants events now: delivery checks nothing more")
        let recorded = everything.count
        try navigator.push(DetailContext(item: "a", routingContext: "c.detail"))
        #expect(everything.count == recorded, "a cancelled observer hears nothing")
        #expect(builds == 2, "the others still hear theirs")
        try await navigator.top?.module.sampleView.perform(.close)
        #expect(unhandled == 1, "a third observer heard its event")
        _ = buildsOnly
        _ = third
    }

    @Test func anObserverEndsWhenItsSubscriptionIsCancelledDroppedOrItsOwnerGoes() {
        @MainActor final class Owner {
            let trace: Subscription
            init(_ modules: ModuleManager) { trace = modules.observe([.event]) { _ in } }
        }
        let modules = ModuleManager()
        var kept: Subscription? = modules.observe([.event]) { _ in }
        #expect(modules.isTraceOn)
        kept = nil
        #expect(!modules.isTraceOn, "one kept in a property ends when the property is set to nil")
        var owner: Owner? = Owner(modules)
        #expect(modules.isTraceOn)
        owner = nil
        #expect(!modules.isTraceOn, "one kept by an object ends when the object goes")
        _ = modules.observe([.event]) { _ in }
        #expect(!modules.isTraceOn, "one never kept ends at once")
        let cancelled = modules.observe([.event]) { _ in }
        cancelled.cancel()
        #expect(!modules.isTraceOn, "a cancelled one ends before it is dropped")
        _ = kept
        _ = owner
    }

    @Test func recordsBecomeOneJSONObjectPerLine() {
        let records = [
            TraceRecord(
                time: 12.5, kind: .event, module: "Feed#1", routingContext: "feed",
                summary: "caption \"quoted\"\n\u{1B}"),
            TraceRecord(time: 1, kind: .route, module: nil, routingContext: nil, summary: "x"),
        ]
        let output = records.map { $0.jsonLine + "\n" }.joined()
        #expect(
            output == """
                {"time":12.500,"kind":"event","module":"Feed#1","routingContext":"feed","summary":"caption \\"quoted\\"\\n\\u001b"}
                {"time":1.000,"kind":"route","module":null,"routingContext":null,"summary":"x"}

                """)
    }
}
