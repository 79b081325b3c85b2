import Foundation
import Testing

/// depgraph held to real public packages (Tests/RealPackages/NAME: each package's description
/// and its sources' import lines, made by the workspace's Scripts/depgraph-fixture): `check
/// --strict` must print exactly the findings in NAME/expected.txt, each reviewed by hand and
/// true (Tests/RealPackages/README.md says how each was checked, and what each package covers).
@Suite struct RealPackagesTests {
    static let folder = FixturePackageTests.depgraphPackage.appendingPathComponent("Tests/RealPackages")

    static let packages: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/describe.json").path)
        }.sorted()

    @Test func thereAreAtLeastSixRealPackages() {
        #expect(Self.packages.count >= 6, "\(Self.packages)")
    }

    @Test(arguments: packages) func depgraphFindsExactlyTheReviewedFindings(_ name: String) async throws {
        let package = Self.folder.appendingPathComponent(name)
        let expected = try String(
            contentsOf: package.appendingPathComponent("expected.txt"), encoding: .utf8)
        let result = try await FixturePackageTests().depgraph([
            "check", "--package-path", package.path, "--describe-json",
            package.appendingPathComponent("describe.json").path, "--strict",
        ])
        #expect(result.output == expected)
        #expect(result.status == (expected.hasPrefix("0 errors") ? 0 : 1))
    }
}
