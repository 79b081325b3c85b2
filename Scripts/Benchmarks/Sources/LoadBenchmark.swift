import ModuleKitCore

/// Loads many modules at once: N modules built one after another, then one idle point that
/// waits for all their loads. Beside it, the baseline measured in the same run: the same
/// modules made and prepared by hand, one after another. The cost should grow linearly with N
/// (a queue that shifted its front each time made it quadratic: 40k cost 12× of 10k).
@MainActor
enum LoadBenchmark {
    struct Result {
        var modules: Int
        /// Built through the manager; their loads run as their own tasks until the idle point.
        var managed: Duration
        /// Made and prepared by hand.
        var alone: Duration
    }

    /// The best of `rounds` runs of each way, taking turns.
    static func run(modules count: Int, rounds: Int) async -> Result {
        let clock = ContinuousClock()
        var managed: Duration?
        var alone: Duration?
        for _ in 0..<rounds {
            let manager = ModuleManager()
            try! manager.register(BenchModule.builder)
            var held: [any ModuleProtocol] = []
            held.reserveCapacity(count)
            let viaManager = await clock.measure {
                for _ in 0..<count { held.append(try! manager.build(BenchContext(routingContext: "bench"))) }
                await manager.reachIdlePoint()
            }
            precondition(held.allSatisfy { !$0.isLoading }, "every load ended at the idle point")
            held.removeAll()
            let byHand = await clock.measure {
                for _ in 0..<count {
                    let module = BenchModule(context: BenchContext(routingContext: "bench"))
                    await module.prepare()
                    held.append(module)
                }
            }
            managed = min(managed ?? viaManager, viaManager)
            alone = min(alone ?? byHand, byHand)
        }
        return Result(modules: count, managed: managed!, alone: alone!)
    }
}
