import Foundation
import Testing

@testable import DependencyGraph

/// The public API read from symbol graphs: what a feature exposes, the baseline a release is
/// compared with, the defaults that make an added parameter an extension, and the doc comments.
@Suite struct PublicAPITests {
    @Test func aFeatureExposingMoreThanItsEntryPointFailsTheAPICheck() {
        let analysis = AnalysisTests().analyse([
            AnalysisTests.target("Feed", "Modules/Feed/Sources"),
            AnalysisTests.target("FeedInterface", "Modules/Feed/Interface"),
        ])
        let api = [
            "Feed": ["FeedDependencies", "FeedFeature", "FeedPresenter"],
            "FeedInterface": ["FeedContext", "FeedEvent"],
        ]
        let findings = PublicAPI.findings(api, analysis: analysis)
        #expect(
            findings.map { "\($0.rule.rawValue) \($0.from) -> \($0.to)" } == ["api Feed -> FeedPresenter"])
    }

    @Test func anAPIBaselineReportsRemovedSymbolsAsBreaksAndListsAddedOnes() {
        let recorded = PublicAPI.baseline(
            ["Kit": ["struct Store", "method Store.redraw()"], "Other": ["struct Ignored"]], modules: ["Kit"])
        #expect(recorded.hasPrefix("# Public API of Kit"))
        let now = ["Kit": ["struct Store", "method Store.redrawAll()"], "Other": ["struct New"]]
        let difference = PublicAPI.difference(baseline: recorded, current: now)
        #expect(difference.removed == ["Kit: method Store.redraw()"])
        #expect(
            difference.added == ["Kit: method Store.redrawAll()"],
            "modules the baseline does not name are not compared")
    }

    /// `init()` → `init(capacity: Int = 0)` keeps every call compiling: not a break. A new
    /// parameter without a default, or a renamed label, still is.
    @Test func parametersAddedWithDefaultsAreAnExtensionNotABreak() {
        let recorded = PublicAPI.baseline(
            ["Kit": ["init Store.init()", "method Store.put(_:)", "method Store.take(_:)"]], modules: ["Kit"])
        let now = [
            "Kit": ["init Store.init(capacity:)", "method Store.put(_:at:)", "method Store.take(from:)"]
        ]
        let defaults = [
            "Kit": [
                "init Store.init(capacity:)": [true], "method Store.put(_:at:)": [false, false],
                "method Store.take(from:)": [true],
            ]
        ]
        let difference = PublicAPI.difference(baseline: recorded, current: now, defaults: defaults)
        #expect(difference.extended == ["Kit: init Store.init() -> init Store.init(capacity:)"])
        #expect(difference.removed == ["Kit: method Store.put(_:)", "Kit: method Store.take(_:)"])
        #expect(difference.added == ["Kit: method Store.put(_:at:)", "Kit: method Store.take(from:)"])
        #expect(
            PublicAPI.extends(
                "method S.f(_:b:c:)", "method S.f(_:c:)",
                defaults: ["method S.f(_:b:c:)": [false, true, false]]))
    }

    @Test func aDeclarationsDefaultsAreReadFromItsText() {
        #expect(PublicAPI.parameterDefaults("init(capacity: Int = 0, name: String)") == [true, false])
        #expect(
            PublicAPI.parameterDefaults("func put<T>(_ x: [T: (Int, Int)] = [:], at i: Int) -> Int")
                == [true, false])
        #expect(
            PublicAPI.parameterDefaults("func on(_ f: @escaping (Int) -> Void = { _ in }, x: Int)") == [
                true, false,
            ])
        #expect(PublicAPI.parameterDefaults("func run()") == [])
        #expect(PublicAPI.parameterDefaults("var count: Int") == [])
    }

    @Test func anAPIBaselineRecordsTheModulesPublicExtensionsOfOtherModulesTypes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func graph(_ symbols: [(kind: String, path: [String], access: String)]) -> String {
            let list = symbols.map { symbol in
                #"{"kind": {"identifier": "\#(symbol.kind)"}, "accessLevel": "\#(symbol.access)", "pathComponents": ["\#(symbol.path.joined(separator: "\", \""))"]}"#
            }
            return #"{"module": {"name": "Kit"}, "symbols": [\#(list.joined(separator: ", "))]}"#
        }
        try graph([("swift.struct", ["Store"], "public"), ("swift.method", ["Store", "redraw()"], "public")])
            .write(to: folder.appendingPathComponent("Kit.symbols.json"), atomically: true, encoding: .utf8)
        try graph([
            ("swift.property", ["StringProtocol", "isPrintableASCII"], "public"),
            ("swift.property", ["StringProtocol", "helper"], "internal"),
        ]).write(
            to: folder.appendingPathComponent("Kit@Swift.symbols.json"), atomically: true, encoding: .utf8)
        let members = try PublicAPI.Symbols(symbolGraphDirectory: folder.path).members
        #expect(
            members["Kit"] == [
                "method Store.redraw()", "property StringProtocol.isPrintableASCII", "struct Store",
            ])
        #expect(
            try PublicAPI.Symbols(symbolGraphDirectory: folder.path).topLevel["Kit"] == ["Store"],
            "the top-level names a feature exposes are its own types")
    }

    @Test func aPublicDeclarationWithoutADocCommentIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let symbols = [
            #"{"kind": {"identifier": "swift.struct"}, "accessLevel": "public", "pathComponents": ["Store"], "docComment": {"lines": [{"text": "A store."}]}}"#,
            #"{"kind": {"identifier": "swift.method"}, "accessLevel": "public", "pathComponents": ["Store", "redraw()"]}"#,
            #"{"kind": {"identifier": "swift.property"}, "accessLevel": "public", "pathComponents": ["Store", "blank"], "docComment": {"lines": [{"text": " "}]}}"#,
            #"{"kind": {"identifier": "swift.method"}, "accessLevel": "internal", "pathComponents": ["Store", "helper()"]}"#,
        ]
        try #"{"module": {"name": "Kit"}, "symbols": [\#(symbols.joined(separator: ", "))]}"#
            .write(to: folder.appendingPathComponent("Kit.symbols.json"), atomically: true, encoding: .utf8)
        let undocumented = try PublicAPI.Symbols(symbolGraphDirectory: folder.path).undocumented
        #expect(undocumented == ["Kit": ["method Store.redraw()", "property Store.blank"]])
        let findings = PublicAPI.findings(
            [:], undocumented: undocumented,
            analysis: AnalysisTests().analyse([AnalysisTests.target("Kit", "Shared/Kit")]))
        #expect(
            findings.map(\.line) == [
                "error: [undocumented] Kit -> method Store.redraw(): a public declaration has no doc comment",
                "error: [undocumented] Kit -> property Store.blank: a public declaration has no doc comment",
            ])
    }

    @Test func aRemovedNameKeptUnavailableIsNoPartOfTheAPI() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unavailable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let gone =
            #""availability": [{"domain": "*", "isUnconditionallyUnavailable": true, "message": "write follow(_:)"}]"#
        let symbols = [
            #"{"kind": {"identifier": "swift.struct"}, "accessLevel": "public", "pathComponents": ["Store"]}"#,
            #"{"kind": {"identifier": "swift.method"}, "accessLevel": "public", "pathComponents": ["Store", "drive(_:)"], \#(gone)}"#,
            #"{"kind": {"identifier": "swift.struct"}, "accessLevel": "public", "pathComponents": ["Deeplink"], \#(gone)}"#,
            #"{"kind": {"identifier": "swift.init"}, "accessLevel": "public", "pathComponents": ["Deeplink", "init(parsing:)"]}"#,
            #"{"kind": {"identifier": "swift.method"}, "accessLevel": "public", "pathComponents": ["Store", "follow(_:)"], "availability": [{"domain": "macOS", "introduced": {"major": 14}}]}"#,
        ]
        try #"{"module": {"name": "Kit"}, "symbols": [\#(symbols.joined(separator: ", "))]}"#
            .write(to: folder.appendingPathComponent("Kit.symbols.json"), atomically: true, encoding: .utf8)
        let api = try PublicAPI.Symbols(symbolGraphDirectory: folder.path)
        #expect(api.members["Kit"] == ["method Store.follow(_:)", "struct Store"])
        #expect(api.topLevel["Kit"] == ["Store"])
        #expect(
            api.undocumented["Kit"] == ["method Store.follow(_:)", "struct Store"],
            "an unavailable name needs no doc comment")
    }

    /// A stranger's package (Shelf: a feature and its interface, and a test) beside the packages
    /// it depends on by path (ModuleKit, whose test kit its tests use; depgraph, whose plugin
    /// its build runs).
    static func stranger() -> PackageGraph {
        func target(
            _ name: String, _ package: String, _ path: String, _ dependencies: [String] = [],
            kind: PackageGraph.Target.Kind = .library
        ) -> PackageGraph.Target {
            PackageGraph.Target(
                name: name, kind: kind, package: package, path: path, sources: ["\(name).swift"],
                dependencies: dependencies)
        }
        return PackageGraph(
            name: "Shelf",
            targets: [
                target("Books", "Shelf", "Sources/Books", ["BooksInterface", "ModuleKitCore"]),
                target("BooksInterface", "Shelf", "Sources/BooksInterface", ["ModuleKitCore"]),
                target(
                    "BooksTests", "Shelf", "Tests/BooksTests", ["Books", "ModuleKitTesting"], kind: .test),
                target("ModuleKitCore", "ModuleKit", "/work/ModuleKit/Sources/ModuleKitCore"),
                target(
                    "ModuleKitTesting", "ModuleKit", "/work/ModuleKit/Sources/ModuleKitTesting",
                    ["ModuleKitCore"]),
                target("DependencyGraph", "Depgraph", "/work/Depgraph/Sources/DependencyGraph"),
                target(
                    "depgraph", "Depgraph", "/work/Depgraph/Sources/depgraph", ["DependencyGraph"],
                    kind: .executable),
            ])
    }

    @Test func theAPIReadIsThePackagesOwnNeverADependencysUnlessNamed() {
        let graph = Self.stranger()
        #expect(PublicAPI.libraries(in: graph).map(\.name) == ["Books", "BooksInterface"])
        #expect(
            PublicAPI.libraries(in: graph, modules: ["ModuleKitCore"]).map(\.name) == ["ModuleKitCore"],
            "a dependency's module, named, is read")
    }

    @Test func thePackagesOwnBuildBuildsWhatItReachesAndOnlyTheRestIsBuiltOneByOne() {
        let graph = Self.stranger()
        #expect(
            PublicAPI.builds(for: PublicAPI.libraries(in: graph), in: graph)
                == PublicAPI.Builds(root: true, targets: []))
        // Nothing the root builds reaches the test kit or depgraph's library: each is built alone.
        #expect(
            PublicAPI.builds(
                for: PublicAPI.libraries(
                    in: graph, modules: ["ModuleKitTesting", "ModuleKitCore", "DependencyGraph"]),
                in: graph) == PublicAPI.Builds(root: true, targets: ["ModuleKitTesting", "DependencyGraph"]))
        // A workspace whose root declares only tests (its features are packages of their own)
        // builds each outermost library alone.
        var workspace = graph
        workspace.targets.removeAll { $0.package == "Shelf" && $0.kind != .test }
        #expect(
            PublicAPI.builds(
                for: PublicAPI.libraries(in: workspace, modules: ["ModuleKitTesting", "ModuleKitCore"]),
                in: workspace)
                == PublicAPI.Builds(root: false, targets: ["ModuleKitTesting"]))
        #expect(
            PublicAPI.Builds(root: true, targets: ["Kit"]).arguments(packagePath: "P") == [
                ["build", "--package-path", "P"], ["build", "--package-path", "P", "--target", "Kit"],
            ])
    }
}
