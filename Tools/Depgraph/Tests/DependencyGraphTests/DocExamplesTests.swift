import DependencyGraph
import Foundation
import Testing

/// The README's JSON examples cannot go stale: a block after `<!-- checked: depgraph ARGS -->`
/// must show only values the tool prints for ARGS (objects may leave keys out, a list of named
/// objects may leave elements out); one after `<!-- checked keys: … -->` must use exactly the
/// keys `depgraph affected --json` writes.
@Suite struct DocExamplesTests {
    static let package = FixturePackageTests.depgraphPackage

    /// Each checked block of the package's README.md: the comment's text after `checked`, and the block.
    static func checkedBlocks() throws -> [(command: String, block: String)] {
        let text = try String(
            contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [(String, String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- checked") {
            let command = line.dropFirst("<!-- checked".count).dropLast(" -->".count)
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            blocks.append((String(command), body.joined(separator: "\n")))
        }
        return blocks
    }

    @Test func theGraphExampleShowsWhatTheToolPrintsForTheFixture() async throws {
        let block = try #require(Self.checkedBlocks().first { $0.command.hasPrefix(": depgraph ") })
        let arguments = block.command.dropFirst(": depgraph ".count).split(separator: " ").map { argument in
            argument.hasPrefix("Tests/")
                ? Self.package.appendingPathComponent(String(argument)).path : String(argument)
        }
        let result = try await FixturePackageTests().depgraph(arguments)
        let shown = try JSONSerialization.jsonObject(with: Data(block.block.utf8))
        let printed = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        #expect(Self.mismatches(shown, printed).isEmpty, "\(Self.mismatches(shown, printed))")
    }

    @Test func theAffectedExampleUsesTheKeysTheToolWrites() throws {
        let block = try #require(
            Self.checkedBlocks().first { $0.command.hasPrefix(" keys: depgraph affected") })
        let shown = try #require(JSONSerialization.jsonObject(with: Data(block.block.utf8)) as? [String: Any])
        let graph = PackageGraph(
            name: "app", targets: [PackageGraph.Target(name: "LikesTests", kind: .test, path: "Tests")])
        let affected = AffectedTargets(paths: ["Tests/A.swift"], analysis: Analysis(graph, rules: .none))
        let report = AffectedReport(
            affected, shards: [["LikesTests"]], graph: graph, testsVariable: "MOSAIC_TESTS")
        let written = try #require(
            JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(Set(shown.keys) == Set(written.keys))
        let shownShard = try #require((shown["shards"] as? [[String: Any]])?.first)
        let writtenShard = try #require((written["shards"] as? [[String: Any]])?.first)
        #expect(Set(shownShard.keys) == Set(writtenShard.keys))
    }

    @Test func aValueTheToolDoesNotPrintIsAMismatch() throws {
        let printed: [String: Any] = ["a": 1, "list": [["name": "x", "v": 2], ["name": "y", "v": 3]]]
        #expect(Self.mismatches(["a": 1, "list": [["name": "y", "v": 3]]], printed).isEmpty)
        #expect(Self.mismatches(["a": 2], printed) == ["a: shown 2, printed 1"])
        #expect(
            Self.mismatches(["list": [["name": "y", "v": 4]]], printed) == ["list.y.v: shown 4, printed 3"])
        #expect(Self.mismatches(["list": [["name": "z"]]], printed) == ["list.z: not printed"])
        #expect(Self.mismatches(["b": 1], printed) == ["b: not printed"])
    }

    /// Where `shown` differs from `printed`: every key of a shown object must be printed with an
    /// equal value; a shown list of objects with `name`s (or of findings, matched by `message`)
    /// may be a part of the printed one; any other list must be equal.
    static func mismatches(_ shown: Any, _ printed: Any, at path: String = "") -> [String] {
        func key(_ object: [String: Any]) -> String? { (object["name"] ?? object["message"]) as? String }
        switch (shown, printed) {
        case (let shown as [String: Any], let printed as [String: Any]):
            return shown.keys.sorted().flatMap { name -> [String] in
                let here = path.isEmpty ? name : path + "." + name
                guard let value = printed[name] else { return ["\(here): not printed"] }
                return mismatches(shown[name]!, value, at: here)
            }
        case (let shown as [[String: Any]], let printed as [[String: Any]])
        where shown.allSatisfy({ key($0) != nil }):
            return shown.flatMap { element -> [String] in
                let name = key(element)!
                let here = path + "." + (name.count > 24 ? String(name.prefix(24)) + "…" : name)
                guard let match = printed.first(where: { key($0) == name }) else {
                    return ["\(here): not printed"]
                }
                return mismatches(element, match, at: here)
            }
        default:
            func canonical(_ value: Any) -> Data? {
                try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
            }
            return canonical(shown) == canonical(printed)
                ? [] : ["\(path): shown \(shown), printed \(printed)"]
        }
    }
}
