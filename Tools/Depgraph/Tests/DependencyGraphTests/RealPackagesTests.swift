import DependencyGraph
import Foundation
import Testing

/// depgraph held to real public packages (Tests/RealPackages/NAME: each package's description
/// and its sources' import lines, made by the workspace's Scripts/depgraph-fixture): `check
/// --strict` must report exactly the findings in NAME/expected.txt, each reviewed by hand and
/// true (Tests/RealPackages/README.md says how each was checked, and what each package covers).
/// Read in the test's process, through the library the command is made of (what the command
/// adds — reading its options, printing — `FixturePackageTests` runs through the binary): a
/// description that names no local package starts no `swift` process.
@Suite struct RealPackagesTests {
    static let folder = FixturePackageTests.depgraphPackage.appendingPathComponent("Tests/RealPackages")

    static let packages: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/describe.json").path)
        }.sorted()

    @Test func thereAreAtLeastSixRealPackages() {
        #expect(Self.packages.count >= 6, "\(Self.packages)")
    }

    @Test(arguments: packages) func depgraphFindsExactlyTheReviewedFindings(_ name: String) throws {
        let package = Self.folder.appendingPathComponent(name)
        let expected = try String(contentsOf: package.appendingPathComponent("expected.txt"), encoding: .utf8)
        let description = try Data(contentsOf: package.appendingPathComponent("describe.json"))
        let graph = try PackageReader.read(describeJSON: description, packagePath: package.path)
        let analysis = Analysis(graph, rules: .none, strict: true)
        let report = CheckReport(findings: analysis.findings, targets: graph.targets.count)
        #expect(report.text == expected)
    }
}
