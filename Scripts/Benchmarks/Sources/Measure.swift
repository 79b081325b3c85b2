import AllocationCounter

/// Best-of-N wall-clock timing and allocation counting for one benchmark case.
struct Measurement {
    var name: String
    var listeners: Int
    /// Events emitted per second (each reaching every listener).
    var eventsPerSecond: Double
    /// Heap allocations per delivery (one event reaching one listener), in the steady state.
    var allocationsPerDelivery: Double

    /// The faster of two measurements of the same case.
    static func best(_ first: Measurement, _ second: Measurement) -> Measurement {
        first.eventsPerSecond >= second.eventsPerSecond ? first : second
    }
}

/// Times `run(count)` `repetitions` times and keeps the fastest; counts allocations in one more
/// run after the warm-up, so set-up costs (first subscription, buffers) are not counted.
@MainActor
func measure(
    _ name: String, listeners: Int, events: Int, repetitions: Int = 5, _ run: @MainActor (Int) async -> Void
) async -> Measurement {
    await run(min(events, 1000))  // warm-up
    let before = allocation_count()
    await run(events)
    let allocations = Double(allocation_count() - before)
    var best = Duration.seconds(1_000_000)
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        let elapsed = await clock.measure { await run(events) }
        best = min(best, elapsed)
    }
    return Measurement(
        name: name, listeners: listeners, eventsPerSecond: Double(events) / best.seconds,
        allocationsPerDelivery: allocations / Double(events * listeners))
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

/// A value the optimiser cannot see through, so that benchmark loops are not removed.
final class Sink: @unchecked Sendable {
    @exclusivity(unchecked) var total = 0
    @inline(never) func take(_ value: Int) { total &+= value }
}
