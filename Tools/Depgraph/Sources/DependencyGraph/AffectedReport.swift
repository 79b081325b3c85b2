import Foundation

/// What `depgraph affected` prints: the targets a change touches and the commands that test
/// them, as text for a person or as one JSON document for a CI matrix.
public struct AffectedReport: Sendable {
    /// One CI machine's part of the tests.
    public struct Shard: Sendable, Equatable, Encodable {
        /// 1-based.
        public var shard: Int
        /// The test targets it runs.
        public var tests: [String]
        /// The `swift test --filter` pattern that runs exactly them from the root.
        public var filter: String
        /// What to run: each package's tests in the package that declares them (`swift test
        /// --package-path Modules/Likes`, which builds that package alone), the root's in the
        /// root — with `--tests-env NAME`, NAME set to those tests, for a root manifest that then
        /// declares (and builds) only them. Joined with `&&`.
        public var command: String
    }

    /// What the changed files affect.
    public var affected: AffectedTargets
    /// With `--shards N`: at most N shards, none empty.
    public var shards: [Shard]?
    /// The command that runs every selected test (no shards asked for).
    public var command: String?

    /// The report for `affected`, split into `shardTests` when given; `graph` tells which package
    /// declares each test target; `testsVariable` names the environment variable the root
    /// manifest reads to declare only some test targets.
    public init(
        _ affected: AffectedTargets, shards shardTests: [[String]]?, graph: PackageGraph,
        testsVariable: String? = nil
    ) {
        self.affected = affected
        func shard(_ number: Int, _ tests: [String]) -> Shard {
            Shard(
                shard: number, tests: tests, filter: Self.filter(tests),
                command: Self.command(tests, graph: graph, testsVariable: testsVariable))
        }
        shards = shardTests?.enumerated().map { shard($0.offset + 1, $0.element) }
        command = affected.tests.isEmpty ? nil : shard(1, affected.tests).command
    }

    static func filter(_ tests: [String]) -> String { AffectedTargets.filterArguments(tests).last ?? "" }

    /// The commands that run `tests`, one per declaring package, the root's last.
    static func command(_ tests: [String], graph: PackageGraph, testsVariable: String?) -> String {
        var byPackage: [String: [String]] = [:]
        for test in tests {
            // The package whose folder holds the target (the deepest): where it builds alone,
            // whether or not the root also declares it (a plugin sees only the root's copy).
            let folder: String = graph.target(test)?.path ?? ""
            var path = "."
            for package in graph.packages where package.path != "." && folder.hasPrefix(package.path + "/") {
                if package.path.count > path.count || path == "." { path = package.path }
            }
            byPackage[path, default: []].append(test)
        }
        // Sub-packages in path order, the root last.
        let paths = byPackage.keys.filter { $0 != "." }.sorted() + (byPackage["."] == nil ? [] : ["."])
        return paths.map { path -> String in
            let tests = byPackage[path]!
            if path != "." { return "swift test --package-path \(path) --filter '\(filter(tests))'" }
            let prefix = testsVariable.map { "\($0)=\(tests.joined(separator: ",")) " } ?? ""
            return "\(prefix)swift test --filter '\(filter(tests))'"
        }.joined(separator: " && ")
    }

    /// Whether any test needs to run: a CI workflow runs its test matrix only then (an empty
    /// matrix is an error in GitHub Actions).
    public var run: Bool { !affected.tests.isEmpty }

    /// `changed:`, `rebuild:`, `tests:` lines, then one command per shard (or one command, or
    /// `no tests to run`).
    public var text: String {
        var text = "changed: \(affected.changed.joined(separator: " "))\n"
        text += "rebuild: \(affected.rebuild.joined(separator: " "))\n"
        text += "tests: \(affected.tests.joined(separator: " "))\n"
        if !run {
            text += "no tests to run\n"
        } else if let shards {
            for shard in shards { text += "shard \(shard.shard): \(shard.command)\n" }
        } else if let command {
            text += command + "\n"
        }
        return text
    }

    /// `{"changed", "rebuild", "tests", "filter", "run", "shards"?}`, keys sorted: `run` is false
    /// when nothing needs testing, and `shards` is then empty.
    public var json: String {
        struct Document: Encodable {
            var changed, rebuild, tests: [String]
            var filter: String
            var run: Bool
            var shards: [Shard]?
        }
        let document = Document(
            changed: affected.changed, rebuild: affected.rebuild, tests: affected.tests,
            filter: Self.filter(affected.tests), run: run, shards: shards)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
    }
}
