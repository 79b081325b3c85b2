import Foundation
import Testing

@testable import DependencyGraph

/// The plans `depgraph affected --ci` hands an engine, and shards balanced by recorded time.
@Suite struct CIPlanTests {
    static let analysis = AffectedTargetsTests.analysis

    func report(_ paths: [String], shards: [[String]]?) -> AffectedReport {
        AffectedReport(
            AffectedTargets(paths: paths, analysis: Self.analysis), shards: shards,
            graph: Self.analysis.graph,
            testsVariable: "APP_TESTS")
    }

    @Test func gitHubGetsARunFlagAndAMatrixWithOneJobPerShard() throws {
        let plan = report(["Modules/Likes/Sources/LikesView.swift"], shards: [["AppTests"], ["LikesTests"]])
            .plan(for: .github)
        let lines = plan.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0] == "run=true")
        let matrix = try #require(lines[1].hasPrefix("matrix=") ? lines[1].dropFirst("matrix=".count) : nil)
        struct Matrix: Decodable {
            struct Job: Decodable {
                var shard: Int
                var name, tests, command: String
            }
            var include: [Job]
        }
        let jobs = try JSONDecoder().decode(Matrix.self, from: Data(matrix.utf8)).include
        #expect(jobs.map(\.shard) == [1, 2])
        #expect(jobs.map(\.tests) == ["AppTests", "LikesTests"])
        #expect(jobs[0].command == "APP_TESTS=AppTests swift test --filter '^(AppTests)\\.'")
        #expect(jobs[1].name == "tests 2/2: LikesTests")
    }

    @Test func nothingToTestIsRunFalseAndNoJobForEitherEngine() throws {
        let nothing = report(["README.md"], shards: [])
        #expect(nothing.plan(for: .github) == "run=false\nmatrix={\"include\":[]}\n")
        let pipeline = try JSONSerialization.jsonObject(with: Data(nothing.plan(for: .buildkite).utf8))
        #expect((pipeline as? [String: [Any]])?["steps"]?.isEmpty == true)
    }

    @Test func buildkiteGetsOneCommandStepPerShardWithAKey() throws {
        let plan = report(["Modules/Likes/Sources/LikesView.swift"], shards: [["AppTests"], ["LikesTests"]])
            .plan(for: .buildkite)
        struct Pipeline: Decodable {
            struct Step: Decodable { var label, key, command: String }
            var steps: [Step]
        }
        let steps = try JSONDecoder().decode(Pipeline.self, from: Data(plan.utf8)).steps
        #expect(steps.map(\.key) == ["tests-1", "tests-2"])
        #expect(steps[1].command == "swift test --package-path Modules/Likes --filter '^(LikesTests)\\.'")
        // Without shards, one step runs every selected test.
        let one = try JSONDecoder().decode(
            Pipeline.self,
            from: Data(
                report(["Modules/Likes/Sources/LikesView.swift"], shards: nil).plan(for: .buildkite).utf8))
        #expect(one.steps.count == 1)
        #expect(one.steps[0].label == "tests 1/1: AppTests, LikesTests")
    }

    @Test func onlyGitHubHasAJobCap() {
        #expect(CIEngine.github.jobCap == 256)
        #expect(CIEngine.buildkite.jobCap == nil)
    }

    @Test func recordedSecondsBalanceShardsWhereTestCountsWouldNot() throws {
        // By count, the app's 10 slow tests and a feature's 30 quick ones would be apart from the
        // rest; by time, the app's tests fill one machine alone.
        let timings = try TestTimings(
            parsing: Data(#"{"AppTests": 60, "FeedTests": 5, "LikesTests": 4.5}"#.utf8))
        let tests = ["AppTests", "FeedTests", "LikesTests", "SettingsTests"]
        let shards = AffectedTargets.shards(tests, count: 2) { timings.weight(of: $0) }
        #expect(shards == [["AppTests"], ["FeedTests", "LikesTests", "SettingsTests"]])
        #expect(
            timings.weight(of: "SettingsTests") == (60 + 5 + 4.5) / 3, "an unrecorded target weighs the mean")
        #expect(TestTimings(seconds: [:]).weight(of: "X") == 1)
        let huge = TestTimings(seconds: ["A": .greatestFiniteMagnitude, "B": .greatestFiniteMagnitude])
        #expect(huge.weight(of: "C").isFinite, "the mean of huge times does not overflow")
    }

    @Test func aTimingFileThatIsNotSecondsIsRefusedInOneLine() {
        for text in [
            "[1, 2]", #"{"AppTests": "slow"}"#, #"{"AppTests": -1}"#, #"{"AppTests": true}"#, "not json", "",
        ] {
            #expect(throws: TestTimings.Failure.self, "\(text)") { try TestTimings(parsing: Data(text.utf8)) }
        }
        #expect(throws: Never.self) { try TestTimings(parsing: Data(#"{"AppTests": 1, "B": 0}"#.utf8)) }
    }

    @Test func aRefusalQuotesAHostileNameOnOneLine() {
        // Found by fuzz-describe: a key with a line break (and a terminal escape) was quoted as is.
        let refusal = #expect(throws: TestTimings.Failure.self) {
            try TestTimings(parsing: Data(#"{"\nApp\u001b[2JTests\u2028": "x"}"#.utf8))
        }
        #expect(refusal?.description == "the time of ?App?[2JTests? is not a number of seconds")
    }
}
