import Foundation
import Testing

@testable import DependencyGraph

/// A small workspace as depgraph reads it: a framework package, two features, the app.
@Suite struct AffectedTargetsTests {
    typealias Target = PackageGraph.Target

    static let analysis: Analysis = {
        func target(
            _ name: String, _ package: String, _ path: String, _ kind: Target.Kind = .library,
            _ deps: [String] = []
        )
            -> Target
        {
            Target(name: name, kind: kind, package: package, path: path, dependencies: deps)
        }
        let graph = PackageGraph(
            name: "app",
            packages: [
                .init(name: "app", path: "."), .init(name: "Kit", path: "Shared/Kit"),
                .init(name: "Feed", path: "Modules/Feed"), .init(name: "Likes", path: "Modules/Likes"),
            ],
            targets: [
                target("Kit", "Kit", "Shared/Kit/Sources/Kit"),
                target("KitTests", "Kit", "Shared/Kit/Tests/KitTests", .test, ["Kit"]),
                target("FeedInterface", "Feed", "Modules/Feed/Interface", .library, ["Kit"]),
                target("Feed", "Feed", "Modules/Feed/Sources", .library, ["FeedInterface", "Kit"]),
                target("FeedTests", "Feed", "Modules/Feed/Tests", .test, ["Feed"]),
                target("LikesInterface", "Likes", "Modules/Likes/Interface", .library, ["Kit"]),
                target("Likes", "Likes", "Modules/Likes/Sources", .library, ["LikesInterface", "Kit"]),
                target("LikesTests", "Likes", "Modules/Likes/Tests", .test, ["Likes"]),
                target("app", "app", "App/Sources", .executable, ["Feed", "Likes"]),
                target("AppTests", "app", "Tests/AppTests", .test, ["app"]),
            ])
        return Analysis(graph, rules: .none)
    }()

    @Test func aChangeToOneFeatureSelectsItsTestsAndTheAppsNotTheOtherFeatures() {
        let affected = AffectedTargets(
            paths: ["Modules/Likes/Sources/LikesView.swift"], analysis: Self.analysis)
        #expect(affected.changed == ["Likes"])
        #expect(affected.tests == ["AppTests", "LikesTests"])
        #expect(AffectedTargets.filterArguments(affected.tests) == ["--filter", "^(AppTests|LikesTests)\\."])
    }

    @Test func aChangeToTheFrameworkSelectsEveryTest() {
        let affected = AffectedTargets(paths: ["Shared/Kit/Sources/Kit/Kit.swift"], analysis: Self.analysis)
        #expect(affected.tests == ["AppTests", "FeedTests", "KitTests", "LikesTests"])
    }

    @Test func aChangeNoTargetHoldsSelectsNothing() {
        let affected = AffectedTargets(paths: ["README.md", "Scripts/new-module"], analysis: Self.analysis)
        #expect(affected.rebuild.isEmpty && affected.tests.isEmpty)
        #expect(AffectedTargets.filterArguments(affected.tests).isEmpty)
    }

    @Test func aManifestChangeSelectsEveryTargetOfItsPackage() {
        let affected = AffectedTargets(paths: ["Modules/Feed/Package.swift"], analysis: Self.analysis)
        #expect(affected.changed == ["Feed", "FeedInterface", "FeedTests"])
        #expect(affected.tests == ["AppTests", "FeedTests"])
    }

    /// The JSON a CI workflow reads: `run` says whether there is anything to test, so that an
    /// empty matrix (which GitHub Actions rejects) is never started; each shard carries its
    /// command: a package's tests in that package, the root's with the selecting variable.
    @Test func theJSONSaysWhetherToRunAndGivesEachShardItsCommands() throws {
        struct Document: Decodable, Equatable {
            struct Shard: Decodable, Equatable {
                var shard: Int
                var tests: [String]
                var filter, command: String
            }
            var changed, rebuild, tests: [String]
            var filter: String
            var run: Bool
            var shards: [Shard]?
        }
        let graph = Self.analysis.graph
        func decode(_ report: AffectedReport) throws -> Document {
            try JSONDecoder().decode(Document.self, from: Data(report.json.utf8))
        }
        let nothing = AffectedTargets(paths: ["README.md"], analysis: Self.analysis)
        let none = try decode(
            AffectedReport(nothing, shards: AffectedTargets.shards([], count: 4) { _ in 1 }, graph: graph))
        #expect(none.run == false && none.shards == [] && none.tests == [] && none.filter == "")
        #expect(
            AffectedReport(nothing, shards: nil, graph: graph).text.hasSuffix("tests: \nno tests to run\n"))

        let likes = AffectedTargets(paths: ["Modules/Likes/Sources/LikesView.swift"], analysis: Self.analysis)
        let report = AffectedReport(
            likes, shards: [["AppTests"], ["LikesTests"]], graph: graph, testsVariable: "APP_TESTS")
        let document = try decode(report)
        #expect(document.run)
        #expect(
            document.shards
                == [
                    .init(
                        shard: 1, tests: ["AppTests"], filter: "^(AppTests)\\.",
                        command: "APP_TESTS=AppTests swift test --filter '^(AppTests)\\.'"),
                    .init(
                        shard: 2, tests: ["LikesTests"], filter: "^(LikesTests)\\.",
                        command: "swift test --package-path Modules/Likes --filter '^(LikesTests)\\.'"),
                ])
        #expect(
            AffectedReport(likes, shards: nil, graph: graph).text.hasSuffix(
                "swift test --package-path Modules/Likes --filter '^(LikesTests)\\.' && swift test --filter '^(AppTests)\\.'\n"
            ))
    }

    @Test func shardsBalanceTheTestCounts() {
        let weights: [String: Double] = ["A": 40, "B": 30, "C": 20, "D": 10, "E": 5]
        let shards = AffectedTargets.shards(Array(weights.keys), count: 2) { weights[$0]! }
        #expect(shards.count == 2)
        let totals = shards.map { $0.reduce(0.0) { $0 + weights[$1]! } }.sorted()
        #expect(totals == [50, 55])
        #expect(AffectedTargets.shards(["A"], count: 4) { _ in 1 } == [["A"]], "no empty shard")
    }
}
