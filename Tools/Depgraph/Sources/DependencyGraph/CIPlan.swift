import Foundation

/// The CI engines `depgraph affected --ci ENGINE` hands the selected tests to, each in the form
/// it reads a plan of jobs.
public enum CIEngine: String, Sendable, CaseIterable {
    /// GitHub Actions: lines for `$GITHUB_OUTPUT` — `run=true|false`, and `matrix=` a matrix of
    /// one job per shard, for `strategy.matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}`.
    case github
    /// Buildkite: a dynamic pipeline (JSON, which is YAML) for `buildkite-agent pipeline upload`,
    /// one command step per shard.
    case buildkite

    /// The most jobs the engine makes from one plan, when it has a limit: a GitHub Actions
    /// matrix makes at most 256.
    public var jobCap: Int? { self == .github ? 256 : nil }
}

extension AffectedReport {
    /// The plan for `engine`: every shard a job that runs its command (one job for every
    /// selected test when the report has no shards; none when no test needs to run).
    public func plan(for engine: CIEngine) -> String {
        let jobs: [Shard] =
            !run
            ? []
            : shards ?? [
                Shard(
                    shard: 1, tests: affected.tests, filter: Self.filter(affected.tests),
                    command: command ?? "")
            ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func encoded(_ value: some Encodable) -> String {
            String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
        }
        switch engine {
        case .github:
            struct Job: Encodable {
                var shard: Int
                var name: String
                var tests: String
                var command: String
            }
            struct Matrix: Encodable { var include: [Job] }
            let matrix = Matrix(
                include: jobs.map {
                    Job(
                        shard: $0.shard, name: Self.label($0, of: jobs.count),
                        tests: $0.tests.joined(separator: " "), command: $0.command)
                })
            return "run=\(run)\nmatrix=\(encoded(matrix))\n"
        case .buildkite:
            struct Step: Encodable {
                var label: String
                var key: String
                var command: String
            }
            struct Pipeline: Encodable { var steps: [Step] }
            encoder.outputFormatting.insert(.prettyPrinted)
            let pipeline = Pipeline(
                steps: jobs.map {
                    Step(label: Self.label($0, of: jobs.count), key: "tests-\($0.shard)", command: $0.command)
                })
            return encoded(pipeline) + "\n"
        }
    }

    /// `tests 2/4: AppTests, LikesTests`.
    static func label(_ shard: Shard, of count: Int) -> String {
        "tests \(shard.shard)/\(count): \(shard.tests.joined(separator: ", "))"
    }
}
