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

    @Test func shardsBalanceTheTestCounts() {
        let weights = ["A": 40, "B": 30, "C": 20, "D": 10, "E": 5]
        let shards = AffectedTargets.shards(Array(weights.keys), count: 2) { weights[$0]! }
        #expect(shards.count == 2)
        let totals = shards.map { $0.reduce(0) { $0 + weights[$1]! } }.sorted()
        #expect(totals == [50, 55])
        #expect(AffectedTargets.shards(["A"], count: 4) { _ in 1 } == [["A"]], "no empty shard")
    }
}
