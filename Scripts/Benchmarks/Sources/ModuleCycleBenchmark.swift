import AllocationCounter
import ModuleKitCore
import TerminalHost

/// Builds a small module, renders it and closes it, through the navigator, as a user opening
/// and leaving a screen would; and, as the baseline measured in the same run, makes, prepares,
/// renders and releases the same module by hand, with no manager or navigator: the ratio of
/// the two is what ModuleKit adds to a module's own work, whatever the machine's speed.
@MainActor
enum ModuleCycleBenchmark {
    /// One row of the table: how the module is made and let go.
    /// Baseline first: the order the table shows them in.
    enum Part: String, CaseIterable {
        /// By hand: made, prepared, rendered and released.
        case alone
        /// Through the navigator: built, announced, tracked, pushed, prepared, rendered,
        /// popped and checked for leaks.
        case framework

        /// The row's name in the table.
        var title: String {
            switch self {
            case .alone: "module alone: make → prepare → render → release"
            case .framework: "build → render → close (Navigator push/pop + idle)"
            }
        }
    }

    struct Result {
        var perSecond: Double
        var allocations: Double
    }

    /// Measures each of `parts` with timed runs of `cycles` cycles, the parts taking turns (so
    /// that a slow moment of the machine cannot fall on one alone), each keeping its best of five.
    static func run(cycles: Int, parts: [Part] = Part.allCases) async -> [Part: Result] {
        let modules = ModuleManager()
        try! modules.register(BenchModule.builder)
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "bench", root: BenchContext(routingContext: "bench"))])
        try! navigator.start()
        var rendered = 0
        func cycle(_ part: Part, _ count: Int) async {
            switch part {
            case .framework:
                for _ in 0..<count {
                    try! navigator.push(BenchContext(routingContext: "bench.detail"))
                    await modules.reachIdlePoint()
                    rendered &+= navigator.top!.module.terminalView!.screen().lines.count
                    try! navigator.pop()
                    let leaks = await modules.reachIdlePoint()
                    precondition(leaks.isEmpty, "the benchmark module leaked")
                }
            case .alone:
                for _ in 0..<count {
                    let module: any ModuleProtocol = BenchModule(
                        context: BenchContext(routingContext: "bench.detail"))
                    await module.prepare()
                    rendered &+= module.terminalView!.screen().lines.count
                }
            }
        }
        var allocations: [Part: Double] = [:]
        for part in parts {
            await cycle(part, 100)
            let before = allocation_count()
            await cycle(part, cycles)
            allocations[part] = Double(allocation_count() - before) / Double(cycles)
        }
        let clock = ContinuousClock()
        var best: [Part: Duration] = [:]
        for _ in 0..<5 {
            for part in parts {
                let elapsed = await clock.measure { await cycle(part, cycles) }
                best[part] = min(best[part] ?? elapsed, elapsed)
            }
        }
        precondition(rendered > 0)
        var results: [Part: Result] = [:]
        for part in parts {
            results[part] = Result(
                perSecond: Double(cycles) / best[part]!.seconds, allocations: allocations[part]!)
        }
        return results
    }
}
