import DependencyGraph
import Foundation
import TestSupport
import Testing

/// Runs the real `depgraph` tool on a small package with known violations
/// (Tests/Fixtures/Violations). (CI checks the workspace itself with `Scripts/depgraph --check`:
/// SwiftPM's lock on this package's build folder keeps `describe` from running inside `swift test`.)
@Suite struct FixturePackageTests {
    static var depgraphPackage: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// `depgraph SUBCOMMAND ARGUMENTS…` run on the fixture package `Tests/Fixtures/NAME`.
    func depgraph(
        on fixture: String, _ subcommand: String, _ arguments: String...
    ) async throws -> (output: String, status: Int32) {
        try await depgraph([subcommand, "--package-path", Self.fixture(fixture)] + arguments)
    }

    static func fixture(_ name: String) -> String {
        depgraphPackage.appendingPathComponent("Tests/Fixtures/\(name)").path
    }

    /// The lines `depgraph check` prints for the fixture package `NAME`, and its exit status.
    func check(_ fixture: String) async throws -> (lines: [String], status: Int32) {
        let result = try await depgraph(on: fixture, "check")
        return (result.output.split(separator: "\n").map(String.init), result.status)
    }

    /// `depgraph ARGUMENTS…`: what it printed and its exit status, waited for on a thread of its
    /// own (see ``offThePool(_:)``).
    func depgraph(_ arguments: [String]) async throws -> (output: String, status: Int32) {
        try await offThePool { try Self.depgraphWaiting(arguments) }
    }

    private static func depgraphWaiting(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("depgraph")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        // Polled, not `waitUntilExit()`: that spins a run loop on this thread, inside which
        // ThreadSanitizer's runtime crashed in CI (as the app's tests found).
        while process.isRunning { usleep(5_000) }
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    @Test func theFixturesKnownViolationsAreEachOneLine() async throws {
        let result = try await check("Violations")
        #expect(result.status == 1)
        #expect(
            result.lines == [
                "error: [layer] Beta -> Alpha: a feature target may depend on interface, shared only, not on feature (Alpha); Modules/Beta/Sources/Beta.swift:1 imports it",
                "error: [layer] GammaInterface -> Alpha: an interface target may depend on shared only, not on feature (Alpha); Modules/Gamma/Interface/GammaInterface.swift:1 imports it",
                "error: [undeclared-import] Beta -> Base: Modules/Beta/Sources/Beta.swift:3 imports Base without declaring it as a dependency; it builds only because Alpha depends on it",
                "warning: [unused-dependency] Beta -> Util: declared, but no source file imports Util",
                "3 errors, 1 warning in 6 targets",
            ])
        let strict = try await depgraph(on: "Violations", "check", "--strict")
        #expect(strict.output.contains("error: [unused-dependency] Beta -> Util"))
    }

    @Test func checkReportsAsJSONWhenAskedAndRefusesGraphFormats() async throws {
        let result = try await depgraph(on: "Violations", "check", "--format", "json")
        #expect(result.status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["errors"] as? Int == 3)
        #expect(document["warnings"] as? Int == 1)
        #expect(document["targets"] as? Int == 6)
        let findings = try #require(document["findings"] as? [[String: String]])
        #expect(findings.count == 4)
        #expect(findings.allSatisfy { Set($0.keys) == ["severity", "rule", "from", "to", "message"] })
        #expect(findings.first?["rule"] == "layer")
        let dot = try await depgraph(on: "Violations", "check", "--format", "dot")
        #expect(dot.status == 2)
        #expect(
            dot.output == "error: --format needs text or json (got 'dot') (see 'depgraph check --help')\n")
    }

    @Test func aMistypedArgumentIsOneErrorLineAndAHint() async throws {
        let result = try await depgraph(on: "Violations", "check", "--chek")
        #expect(result.status == 2)
        #expect(result.output == "error: unknown option '--chek' (see 'depgraph check --help')\n")
        let misplaced = try await depgraph(on: "Violations", "check", "--focus", "Alpha")
        #expect(
            misplaced.output == "error: 'depgraph check' takes no --focus (see 'depgraph check --help')\n")
        let subcommand = try await depgraph(["chek"])
        #expect(subcommand.status == 2)
        #expect(
            subcommand.output
                == "error: unknown command 'chek' (known: graph, check, impact, affected, api) (see 'depgraph --help')\n"
        )
    }

    /// What an error quotes from the command line stays on its one line: a line break or a
    /// terminal escape in an argument or a path is shown as `?`.
    @Test func anErrorQuotingAHostileArgumentIsOneLine() async throws {
        let subcommand = try await depgraph(["chek\n\u{1B}[2J"])
        #expect(subcommand.status == 2)
        #expect(subcommand.output.hasPrefix("error: unknown command 'chek??[2J' (known: "))
        let rules = try await depgraph(on: "Violations", "check", "--rules", "/no/such\nrules")
        #expect(rules.status == 2)
        #expect(rules.output == "error: cannot read rules /no/such?rules\n")
    }

    @Test func theSpellingsBeforeSubcommandsAreRefusedNamingTheSubcommandAndOptionsAloneAreTheGraph()
        async throws
    {
        let fixture = Self.fixture("Violations")
        let check = try await depgraph(["--package-path", fixture, "--check"])
        #expect(check.status == 2)
        #expect(
            check.output == "error: '--check' is a subcommand now: depgraph check (see 'depgraph --help')\n")
        #expect(
            try await depgraph(["--package-path", fixture, "--format", "dot"]).status == 0,
            "options alone: graph")
    }

    @Test func everySubcommandHasItsOwnHelp() async throws {
        for subcommand in ["graph", "check", "impact", "affected", "api"] {
            let help = try await depgraph([subcommand, "--help"])
            #expect(help.status == 0)
            #expect(help.output.contains("usage: depgraph \(subcommand)"))
        }
        // Each page lists what its subcommand takes, and nothing another one takes.
        let check = try await depgraph(["check", "--help"]).output
        #expect(check.contains("\n  --strict ") && check.contains("\n  --package-path DIR "))
        #expect(!check.contains("--since") && !check.contains("--all-edges"))
        let taken = try await depgraph(["check", "--since", "HEAD"])
        #expect(taken.output == "error: 'depgraph check' takes no --since (see 'depgraph check --help')\n")
        let overview = try await depgraph(["--help"])
        #expect(overview.output.contains("\ncommands:\n  graph "))
    }

    @Test func aLayerNoRuleNamesIsRefusedWithTheLayersThereAre() async throws {
        let result = try await depgraph(on: "Violations", "graph", "--exclude-layers", "interface,bogus")
        #expect(result.status == 2)
        #expect(
            result.output
                == "error: --exclude-layers: no layer named 'bogus' (known: interface, feature, shared, unassigned) (see 'depgraph graph --help')\n"
        )
    }

    @Test func aTargetNamedInTheWrongCaseIsSuggested() async throws {
        let result = try await depgraph(on: "Violations", "graph", "--focus", "alpha")
        #expect(result.status == 2)
        #expect(result.output == "error: no target named 'alpha' (did you mean 'Alpha'?)\n")
    }

    @Test func optionValuesMayBeJoinedAndTheVersionIsPrinted() async throws {
        let joined = try await depgraph(["impact", "--package-path=\(Self.fixture("Violations"))", "Base"])
        #expect(joined.output == "rebuild: Alpha AlphaInterface Base Beta GammaInterface Util\ntests: \n")
        #expect(try await depgraph(["check", "--strict=yes"]).status == 2)
        // The version is the CHANGELOG's newest: 0.4.1 was printed after 0.5.0 was released.
        let changelog = try String(
            contentsOf: Self.depgraphPackage.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## ") }?.dropFirst(3)
                .split(separator: " ").first)
        #expect(try await depgraph(["--version"]).output == "depgraph \(newest)\n")
    }

    @Test func aPackageThatCannotBeReadIsExitStatusTwo() async throws {
        let result = try await depgraph(["check", "--package-path", "/nonexistent/package"])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("error: "))
        let format = try await depgraph(["graph", "--format", "svg"])
        #expect(format.status == 2)
        #expect(
            format.output
                == "error: unknown format 'svg' (known: text, mermaid, dot, json) (see 'depgraph graph --help')\n"
        )
    }

    @Test func aStampIsWrittenOnlyByACheckThatFoundNoErrorAndSaysNothingThen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("depgraph-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources/Clean"), withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.1
        import PackageDescription
        let package = Package(name: "Clean", targets: [.target(name: "Clean")])
        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let clean = 1\n".write(
            to: folder.appendingPathComponent("Sources/Clean/Clean.swift"), atomically: true, encoding: .utf8)
        let stamp = folder.appendingPathComponent("Checked.swift").path
        let clean = try await depgraph(["check", "--package-path", folder.path, "--stamp", stamp])
        #expect(
            clean.status == 0 && clean.output.isEmpty, "a clean check with a stamp is quiet: \(clean.output)")
        #expect(try String(contentsOfFile: stamp, encoding: .utf8).hasPrefix("// "), "a Swift comment")
        let violations = FileManager.default.temporaryDirectory.appendingPathComponent(
            "depgraph-\(UUID()).swift"
        )
        .path
        let broken = try await depgraph(on: "Violations", "check", "--stamp", violations)
        #expect(broken.status == 1 && broken.output.contains("error: [undeclared-import]"))
        #expect(!FileManager.default.fileExists(atPath: violations), "no stamp for a check that failed")
    }

    @Test func reportsGoToTheOutputFileInEveryFormat() async throws {
        let fixture = Self.fixture("Violations")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("depgraph-\(UUID()).dot")
            .path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try await depgraph([
            "graph", "--package-path", fixture, "--format", "dot", "--output", output,
        ])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        let dot = try String(contentsOfFile: output, encoding: .utf8)
        #expect(dot.contains("\"GammaInterface\" -> \"Alpha\" [color=red];"))
        let impact = try await depgraph(["impact", "Base", "--package-path", fixture])
        #expect(impact.output == "rebuild: Alpha AlphaInterface Base Beta GammaInterface Util\ntests: \n")
    }

    @Test func aWorkspaceIsReadAcrossItsPackagesWithEdgesThroughProducts() async throws {
        let result = try await depgraph(on: "Workspace", "graph", "--format", "json")
        #expect(result.status == 0)
        struct Document: Decodable {
            struct Package: Decodable, Equatable {
                var name, path: String
            }
            struct Target: Decodable, Equatable {
                var name, package, path: String
                var dependencies: [String]
            }
            var packages: [Package]
            var targets: [Target]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(result.output.utf8))
        #expect(
            document.packages == [
                .init(name: "Workspace", path: "."), .init(name: "Alpha", path: "Modules/Alpha"),
                .init(name: "Kit", path: "Shared/Kit"),
            ])
        #expect(
            document.targets == [
                .init(
                    name: "Alpha", package: "Alpha", path: "Modules/Alpha/Sources",
                    dependencies: ["AlphaInterface"]),
                .init(
                    name: "AlphaInterface", package: "Alpha", path: "Modules/Alpha/Interface",
                    dependencies: ["Kit"]),
                .init(
                    name: "AlphaTests", package: "Alpha", path: "Modules/Alpha/Tests", dependencies: ["Alpha"]
                ),
                .init(name: "Kit", package: "Kit", path: "Shared/Kit/Sources/Kit", dependencies: ["KitBase"]),
                .init(name: "KitBase", package: "Kit", path: "Shared/Kit/Sources/KitBase", dependencies: []),
                .init(
                    name: "app", package: "Workspace", path: "App/Sources",
                    dependencies: ["Alpha", "AlphaInterface"]),
            ])
    }

    @Test func anImplementationImportedOutsideTheCompositionRootNamesFileAndLine() async throws {
        let result = try await check("Workspace")
        #expect(result.status == 1)
        #expect(
            result.lines == [
                "error: [import-site] app -> Alpha: App/Sources/Stray.swift:2 imports Alpha; in app targets only App/Sources/Root.swift may import feature targets",
                "1 error, 0 warnings in 6 targets",
            ])
    }

    /// An import of another package's target that the importer's manifest does not declare is
    /// found across packages, as inside one (`theFixturesKnownViolationsAreEachOneLine`): SwiftPM's
    /// `--explicit-target-dependency-import-check` sees only targets of the same package.
    @Test func anUndeclaredImportOfAnotherPackagesTargetIsFound() throws {
        // The workspace read as it is (three packages; described once, then from the cache, so
        // no process starts here), with one more import in the app's file: of Kit, a target of
        // another package that the app reaches only through Alpha.
        var graph = try PackageReader.read(packagePath: Self.fixture("Workspace"))
        let app = try #require(graph.targets.firstIndex { $0.name == "app" })
        #expect(graph.target("Kit")?.package == "Kit" && graph.targets[app].package == "Workspace")
        graph.targets[app].imports["Kit"] = 1
        graph.targets[app].importLines.append(.init(module: "Kit", file: "App/Sources/Root.swift", line: 5))
        let findings = Analysis(graph, rules: .none).findings.map(\.line)
        #expect(
            findings == [
                "error: [undeclared-import] app -> Kit: App/Sources/Root.swift:5 imports Kit without declaring it as a dependency; it builds only because Alpha depends on it"
            ])
    }

    /// A stranger's package keeps its rules at its root (`depgraph.rules`); the workspace's place
    /// (`Scripts/depgraph.rules`) is read when there is none.
    @Test func rulesAtThePackagesRootAreReadByDefault() async throws {
        let expected = try await check("Violations")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("depgraph-rules-\(UUID())")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(atPath: Self.fixture("Violations"), toPath: copy.path)
        try FileManager.default.moveItem(
            at: copy.appendingPathComponent("Scripts/depgraph.rules"),
            to: copy.appendingPathComponent("depgraph.rules"))
        // The description the first check cached (a copy would start `swift` to describe itself).
        let description = copy.appendingPathComponent("describe.json")
        let original = URL(fileURLWithPath: Self.fixture("Violations")).standardizedFileURL
            .resolvingSymlinksInPath().path
        try PackageReader.describe(packagePaths: [original])[0].write(to: description)
        let moved = try await depgraph([
            "check", "--package-path", copy.path, "--describe-json", description.path,
        ])
        #expect(moved.output.split(separator: "\n").map(String.init) == expected.lines)
        #expect(expected.lines.contains { $0.contains("[layer]") })
    }

    /// A package's description names its local dependencies by absolute path: a workspace moved
    /// or copied with its build folders (the cache in them) is described afresh, not read from
    /// where it was.
    @Test func aCopiedWorkspaceIsNotReadFromWhereItWas() async throws {
        let first = try await depgraph(on: "Workspace", "graph", "--format", "json")
        #expect(first.status == 0)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("depgraph-copy-\(UUID())")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(atPath: Self.fixture("Workspace"), toPath: copy.path)
        let moved = try await depgraph(["graph", "--format", "json", "--package-path", copy.path])
        #expect(moved.status == 0, "\(moved.output)")
        #expect(moved.output == first.output)
    }

    /// Read from a sub-package, the packages it depends on lie outside its folder: their sources'
    /// imports are read all the same (they were not, and every edge of theirs was "unused").
    @Test func aSubPackageIsCheckedWithItsDependencyPackagesImports() async throws {
        let path = Self.depgraphPackage.appendingPathComponent("Tests/Fixtures/Workspace/Modules/Alpha").path
        let result = try await depgraph(["check", "--package-path", path, "--strict"])
        #expect(result.output == "0 errors, 0 warnings in 5 targets\n")
        #expect(result.status == 0)
        let graph = try PackageReader.read(packagePath: path)
        #expect(graph.target("Kit")?.imports == ["KitBase": 1])
        #expect(graph.target("Kit")?.path.hasSuffix("/Workspace/Shared/Kit/Sources/Kit") == true)
    }

    /// A stranger's package is its own targets and what they use of a package beside it: the
    /// dependency's fuzz target, tool and tests, which nothing of the root uses, are no nodes
    /// (they were listed as unassigned).
    @Test func aDependencysTargetsTheRootDoesNotUseAreNoNodesOfItsGraph() async throws {
        let result = try await depgraph(on: "Stranger/Recipes", "graph")
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Package Recipes: 5 targets", "\(result.output)")
        let nodes = lines.drop { !$0.hasPrefix("target ") }.dropFirst().prefix { !$0.isEmpty }
        #expect(
            nodes.map { $0.split(separator: " ").first ?? "" } == [
                "Recipes", "RecipesTests", "Toolkit", "ToolkitBase", "recipes",
            ])
    }

    /// The root manifest also declares Alpha's tests (one build for everything): a change to it
    /// selects them, besides the root's own targets.
    @Test func aManifestChangeSelectsEveryTargetThatManifestDeclares() throws {
        let path = Self.depgraphPackage.appendingPathComponent("Tests/Fixtures/Workspace").path
        let analysis = Analysis(try PackageReader.read(packagePath: path), rules: .none)
        let root = AffectedTargets(paths: ["Package.swift"], analysis: analysis)
        #expect(root.changed == ["AlphaTests", "app"])
        #expect(root.tests == ["AlphaTests"])
        let kit = AffectedTargets(paths: ["Shared/Kit/Package.swift"], analysis: analysis)
        #expect(kit.changed == ["Kit", "KitBase"])
        #expect(kit.rebuild == ["Alpha", "AlphaInterface", "AlphaTests", "Kit", "KitBase", "app"])
    }
}
