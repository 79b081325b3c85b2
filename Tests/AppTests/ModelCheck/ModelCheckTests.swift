import Foundation
import Testing

/// The session checked against its model (`SessionModel`), QuickCheck's state-machine testing
/// for mosaic: seeded sessions of good and hostile steps (`ModelStepGenerator`) through the app
/// in the test's process (`ModelCheckRun`), every promise checked after every step. A session
/// that parts from the model is shrunk, by dropping steps, to the shortest that still does, and
/// printed with its seed.
///
/// `MODEL_SEED` (1 unless set) and `MODEL_STEPS` (5,000 unless set) say what runs;
/// `MODEL_SESSION` the most steps in one session (60). docs/RELIABILITY.md has the long run.
@MainActor
@Suite struct ModelCheckTests {
    /// The number the environment variable `name` holds, or `otherwise`.
    static func number<Number: FixedWidthInteger>(_ name: String, _ otherwise: Number) -> Number {
        ProcessInfo.processInfo.environment[name].flatMap { Number($0) } ?? otherwise
    }

    @Test func everyStepOfSeededSessionsKeepsTheModelsPromises() async throws {
        let seed = Self.number("MODEL_SEED", UInt64(1))
        let total = Self.number("MODEL_STEPS", 5_000)
        let longest = max(1, Self.number("MODEL_SESSION", 60))
        var generator = ModelStepGenerator(seed: seed)
        let run = ModelCheckRun()
        var sessions = 0
        while run.stepsTaken < total {
            sessions += 1
            let start = try await ModelCheckRun.start()
            let steps = generator.session(
                of: Int.random(in: 1...longest, using: &generator.random), from: start)
            guard let finding = try await run.run(steps) else { continue }
            let (shortest, shrunk) = try await Self.shrink(steps, finding, run)
            Issue.record(
                """
                MODEL_SEED=\(seed): session \(sessions) parts from the model at \(finding). \
                Shortest session that does (\(shortest.count) steps): \(shortest.map(\.description)) — \(shrunk). \
                Again: MODEL_SEED=\(seed) MODEL_STEPS=\(total) MODEL_SESSION=\(longest) swift test --filter ModelCheckTests
                """)
            return
        }
        print(
            """
            model check: seed \(seed), \(run.stepsTaken) steps in \(sessions) sessions \
            (\(run.typedWhileLoading) actions typed while their screen loaded), no finding \
            (known: \(run.staleNamesOnYourProfile) steps showed your profile with a name other than the \
            one saved)
            """)
    }

    /// The shortest session, by dropping steps, that still parts from the model, and its finding.
    static func shrink(_ steps: [ModelStep], _ finding: ModelCheckRun.Finding, _ run: ModelCheckRun)
        async throws
        -> ([ModelStep], ModelCheckRun.Finding)
    {
        var steps = Array(steps[...finding.step])
        var finding = finding
        var chunk = max(1, steps.count / 2)
        while chunk >= 1 {
            var start = 0
            var dropped = false
            while start < steps.count {
                var fewer = steps
                fewer.removeSubrange(start..<min(start + chunk, steps.count))
                if let found = try await run.run(fewer) {
                    steps = Array(fewer[...found.step])
                    finding = found
                    dropped = true
                } else {
                    start += chunk
                }
            }
            if !dropped { chunk /= 2 }
        }
        return (steps, finding)
    }
}
