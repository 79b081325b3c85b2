import ModuleKitCore
import Testing

@testable import TerminalHost

@MainActor
@Suite struct UnhandledEventLogTests {
    @Test func theLogKeepsItsLimitAndCountsEverything() {
        let log = UnhandledEventLog(modules: ModuleManager(), limit: 3)
        for index in 1...7 { log.record("event \(index)") }
        #expect(log.count == 7)
        #expect(log.recent == ["event 5", "event 6", "event 7"])
    }

    @Test func itHearsAnEventThatReachedNoOneWithTheModuleThatEmittedIt() throws {
        struct PingContext: BuildContext {
            typealias Event = Ping
            var routingContext: RoutingContext
            var deeplinkSegments: [String]? { nil }
        }
        enum Ping: Sendable { case ping }
        final class PingModule: ModuleProtocol, ModuleView {
            let context: PingContext
            let events = EventStream<Ping>()
            var view: any ModuleView { self }
            init(context: PingContext) { self.context = context }
        }
        let modules = ModuleManager()
        let log = UnhandledEventLog(modules: modules)
        try modules.register(ModuleBuilder<PingContext>(name: "Ping") { PingModule(context: $0) })
        let module = try modules.build(PingContext(routingContext: "test"))
        module.events.emit(.ping)
        #expect(log.count == 1)
        #expect(log.recent == ["Ping#1 ping"])
    }
}
