import AllocationCounter
import ModuleKit
import TerminalHost

/// Builds a small module, renders it and closes it, through the navigator, as a user opening
/// and leaving a screen would.
@MainActor
enum ModuleCycleBenchmark {
    struct Result {
        var perSecond: Double
        var allocations: Double
    }

    static func run(cycles: Int) async -> Result {
        let modules = ModuleManager()
        try! modules.register(BenchModule.builder)
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "bench", root: BenchContext(routingContext: "bench"))])
        try! navigator.start()
        var rendered = 0
        func cycle(_ count: Int) async {
            for _ in 0..<count {
                try! navigator.push(BenchContext(routingContext: "bench.detail"))
                await modules.settle()
                rendered &+= navigator.top!.module.terminalView!.screen().lines.count
                try! navigator.pop()
                let leaks = await modules.settle()
                precondition(leaks.isEmpty, "the benchmark module leaked")
            }
        }
        await cycle(100)
        let before = allocation_count()
        await cycle(cycles)
        let allocations = Double(allocation_count() - before) / Double(cycles)
        // Best of five: one slow moment of the machine should not decide the number.
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000_000)
        for _ in 0..<5 { best = min(best, await clock.measure { await cycle(cycles) }) }
        precondition(rendered > 0)
        return Result(perSecond: Double(cycles) / best.seconds, allocations: allocations)
    }
}
