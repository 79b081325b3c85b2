import Testing

@testable import ModuleKit

@MainActor
@Suite struct TraceTests {
    @Test func everyBuildEventRouteLifecycleAndUnhandledEventIsRecorded() async throws {
        let modules = ModuleManager()
        let trace = TraceBuffer()
        modules.trace = trace
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

    @Test func removingTheSinkStopsRecordingAndSettingOneStartsAgain() throws {
        let modules = ModuleManager()
        let trace = TraceBuffer()
        modules.trace = trace
        #expect(modules.tracer.isOn)
        let navigator = try SampleFeatures.app(items: ["a"], modules: modules)
        let recorded = trace.records.count
        #expect(recorded > 0)
        modules.trace = nil
        #expect(!modules.tracer.isOn)
        #expect(modules.trace == nil)
        try navigator.push(DetailContext(item: "a", routingContext: "c.detail"))
        #expect(trace.records.count == recorded)
        modules.trace = trace
        try navigator.pop()
        #expect(trace.records.count > recorded)
    }

    @Test func recordsBecomeOneJSONObjectPerLine() {
        var output = ""
        let writer = JSONLinesTraceWriter { output += $0 }
        writer.record(
            TraceRecord(
                time: 12.5, kind: .event, module: "Feed#1", routingContext: "feed",
                summary: "caption \"quoted\"\n\u{1B}"))
        writer.record(TraceRecord(time: 1, kind: .route, module: nil, routingContext: nil, summary: "x"))
        #expect(
            output == """
                {"time":12.500,"kind":"event","module":"Feed#1","routingContext":"feed","summary":"caption \\"quoted\\"\\n\\u001b"}
                {"time":1.000,"kind":"route","module":null,"routingContext":null,"summary":"x"}

                """)
    }
}
