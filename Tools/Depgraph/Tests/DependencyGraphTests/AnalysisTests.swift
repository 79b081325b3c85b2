import Foundation
import Testing

@testable import DependencyGraph

/// Graphs made in code: each test builds the smallest graph that shows one behaviour.
@Suite struct AnalysisTests {
    typealias Target = PackageGraph.Target

    static let rules = try! LayerRules(parsing: rulesText)

    static let rulesText = """
        layer interface Modules/*/Interface
        layer feature   Modules/*/Sources
        layer demo      Modules/*/Demo
        layer shared    Shared/*
        layer app       App
        allow shared    -> shared
        allow interface -> shared
        allow feature   -> shared interface
        allow demo      -> shared interface feature
        allow app       -> shared interface feature
        """

    /// A target whose sources import exactly what it declares, unless `imports` says otherwise.
    static func target(
        _ name: String, _ path: String, _ dependencies: [String] = [], imports: [String]? = nil
    )
        -> Target
    {
        let imported = imports ?? dependencies
        return Target(
            name: name, kind: .library, path: path, sources: ["\(name).swift"], dependencies: dependencies,
            imports: Dictionary(imported.map { ($0, 1) }, uniquingKeysWith: +), lines: 10)
    }

    func analyse(_ targets: [Target], rules: LayerRules = Self.rules, strict: Bool = false) -> Analysis {
        Analysis(PackageGraph(name: "test", targets: targets), rules: rules, strict: strict)
    }

    func lines(_ analysis: Analysis) -> [String] {
        analysis.findings.map { "\($0.rule.rawValue) \($0.from) -> \($0.to)" }
    }

    @Test func aCleanGraphHasNoFindings() {
        let analysis = analyse([
            Self.target("Kit", "Shared/Kit"),
            Self.target("FeedInterface", "Modules/Feed/Interface", ["Kit"]),
            Self.target("Feed", "Modules/Feed/Sources", ["Kit", "FeedInterface"]),
            Self.target("app", "App", ["Feed", "FeedInterface"]),
        ])
        #expect(analysis.findings.isEmpty)
        #expect(!analysis.hasErrors)
    }

    @Test func everyCycleIsReportedEdgeByEdgeNotOnlyTheFirst() {
        let analysis = analyse(
            [
                Self.target("A", "Shared/A", ["B"]), Self.target("B", "Shared/B", ["A"]),
                Self.target("C", "Shared/C", ["D"]), Self.target("D", "Shared/D", ["E"]),
                Self.target("E", "Shared/E", ["C"]), Self.target("F", "Shared/F", ["F"]),
                Self.target("G", "Shared/G", ["A", "C"]),
            ], rules: .none)
        let cycles = analysis.findings.filter { $0.rule == .cycle }
        #expect(
            cycles.map { "\($0.from)->\($0.to)" } == ["A->B", "B->A", "C->D", "D->E", "E->C", "F->F"])
        #expect(cycles.first?.message == "part of the cycle A -> B -> A")
        #expect(cycles.first { $0.from == "D" }?.message == "part of the cycle D -> E -> C -> D")
    }

    @Test func anInterfaceMayDependOnSharedOnly() {
        let analysis = analyse([
            Self.target("Feed", "Modules/Feed/Sources"),
            Self.target("FeedInterface", "Modules/Feed/Interface", ["Feed"]),
        ])
        #expect(lines(analysis) == ["layer FeedInterface -> Feed"])
        #expect(
            analysis.findings[0].message
                == "an interface target may depend on shared only, not on feature (Feed)")
    }

    @Test func anImplementationMayNotImportAnother() {
        let analysis = analyse([
            Self.target("Feed", "Modules/Feed/Sources"),
            Self.target("Profile", "Modules/Profile/Sources", [], imports: ["Feed"]),
        ])
        #expect(lines(analysis) == ["layer Profile -> Feed", "undeclared-import Profile -> Feed"])
    }

    @Test func aLocalPackageOutsideTheRootIsADependencyNoRuleNames() {
        let analysis = analyse([
            Self.target("Feed", "Modules/Feed/Sources", ["Kit"]),
            Self.target("Kit", "/elsewhere/Kit/Sources/Kit"),
            Self.target("Other", "../Other/Sources/Other", ["Feed"]),
            Self.target("Stray", "Stray"),
        ])
        #expect(
            lines(analysis) == ["unassigned Stray -> Stray"],
            "inside the root, a folder no layer names is still one")
    }

    @Test func sharedMayNotReachAboveItself() {
        let analysis = analyse([
            Self.target("FeedInterface", "Modules/Feed/Interface"),
            Self.target("Kit", "Shared/Kit", ["FeedInterface"]),
        ])
        #expect(lines(analysis) == ["layer Kit -> FeedInterface"])
    }

    @Test func onlyTheAppDemosAndTestsMayUseImplementations() {
        let analysis = analyse([
            Self.target("Feed", "Modules/Feed/Sources"),
            Self.target("feed-demo", "Modules/Feed/Demo", ["Feed"]),
            Self.target("app", "App", ["Feed"]),
            Self.target("Kit", "Shared/Kit", ["Feed"]),
        ])
        #expect(lines(analysis) == ["layer Kit -> Feed"])
    }

    @Test func anImportThatBuildsOnlyThroughADependencysDependencyIsAnError() {
        let analysis = analyse([
            Self.target("Base", "Shared/Base"),
            Self.target("Util", "Shared/Util", ["Base"]),
            Self.target("Kit", "Shared/Kit", ["Util"], imports: ["Util", "Base"]),
        ])
        #expect(lines(analysis) == ["undeclared-import Kit -> Base"])
        #expect(
            analysis.findings[0].message
                == "imports Base without declaring it as a dependency; it builds only because Util depends on it"
        )
    }

    @Test func anUndeclaredImportNamesItsFirstFileAndLineAndCountsTheOthers() {
        var kit = Self.target("Kit", "Shared/Kit", [], imports: ["Base"])
        kit.importLines = [
            .init(module: "Base", file: "Shared/Kit/B.swift", line: 1),
            .init(module: "Base", file: "Shared/Kit/A.swift", line: 4),
            .init(module: "Base", file: "Shared/Kit/A.swift", line: 2),
            .init(module: "Base", file: "Shared/Kit/C.swift", line: 1),
        ]
        let analysis = analyse([Self.target("Base", "Shared/Base"), kit])
        #expect(
            analysis.findings.map(\.message) == [
                "Shared/Kit/A.swift:2 imports Base (and 2 other files) without declaring it as a dependency"
            ])
    }

    @Test func aDeclaredDependencyNoSourceImportsIsAWarningOrWithStrictAnError() {
        let targets = [
            Self.target("Base", "Shared/Base"), Self.target("Kit", "Shared/Kit", ["Base"], imports: []),
        ]
        let relaxed = analyse(targets)
        #expect(lines(relaxed) == ["unused-dependency Kit -> Base"])
        #expect(!relaxed.hasErrors)
        #expect(analyse(targets, strict: true).hasErrors)
        var rules = Self.rules
        rules.unimported = [["Kit", "Base"]]
        #expect(analyse(targets, rules: rules).findings.isEmpty)
    }

    @Test func aTargetNoLayerMatchesIsReported() {
        let analysis = analyse([Self.target("Stray", "Elsewhere/Stray")])
        #expect(lines(analysis) == ["unassigned Stray -> Elsewhere/Stray"])
    }

    @Test func metricsCountFanInFanOutDepthAndInstability() {
        let analysis = analyse([
            Self.target("Base", "Shared/Base"),
            Self.target("Util", "Shared/Util", ["Base"]),
            Self.target("Kit", "Shared/Kit", ["Util", "Base"]),
        ])
        let kit = analysis.metrics["Kit"]!
        #expect((kit.fanIn, kit.fanOut, kit.depth, kit.transitive) == (0, 2, 2, ["Base", "Util"]))
        #expect(kit.instability == 1)
        let base = analysis.metrics["Base"]!
        #expect((base.fanIn, base.fanOut, base.depth, base.instability) == (2, 0, 0, 0))
        #expect(analysis.metrics["Util"]!.instability == 0.5)
    }

    @Test func theImpactOfAChangeIsEveryDependentAndItsTests() {
        var tests = Self.target("KitTests", "Tests/KitTests", ["Kit"])
        tests.kind = .test
        let analysis = analyse(
            [
                Self.target("Base", "Shared/Base"), Self.target("Kit", "Shared/Kit", ["Base"]),
                Self.target("Other", "Shared/Other"), tests,
            ], rules: .none)
        let impact = analysis.impact(of: "Base")
        #expect(impact.rebuild == ["Base", "Kit", "KitTests"])
        #expect(impact.tests == ["KitTests"])
    }

    @Test func rulesFilesAreParsedAndBadLinesRefused() throws {
        #expect(LayerRules.matches("Modules/*/Sources", ["Modules", "Feed", "Sources"]))
        #expect(!LayerRules.matches("Modules/*/Sources", ["Modules", "Feed", "Demo"]))
        #expect(LayerRules.matches("Scripts/**", ["Scripts", "A", "B"]))
        #expect(LayerRules.globMatches("*View.swift", "FeedView.swift"))
        #expect(LayerRules.globMatches("*View+*.swift", "SectionView+Commands.swift"))
        #expect(!LayerRules.globMatches("*View.swift", "FeedView.swift.orig"))
        #expect(throws: LayerRules.ParseError.self) { try LayerRules(parsing: "layers x y") }
        #expect(throws: LayerRules.ParseError.self) { try LayerRules(parsing: "layer a A\nallow a -> b") }
        let confined = try LayerRules(
            parsing: "layer app App\nlayer feature F\nonly App/A.swift App/B.swift may import feature in app")
        #expect(
            confined.confinedImports == [
                .init(imported: "feature", within: "app", files: ["App/A.swift", "App/B.swift"])
            ])
        #expect(throws: LayerRules.ParseError.self) {
            try LayerRules(parsing: "layer app App\nonly App/A.swift may import nothing in app")
        }
    }

    /// Found by fuzz-layer-rules: a rules file written with CR LF was one line (a CR LF is one
    /// character), so it was refused.
    @Test func aRulesFileWithCRLFLineEndingsReadsAsWithLF() throws {
        let text = "layer app App/Sources\nlayer shared Shared/**\n# a comment\nallow app -> shared\n"
        #expect(try LayerRules(parsing: text.replacing("\n", with: "\r\n")) == LayerRules(parsing: text))
    }

    /// Found by fuzz-layer-rules: matching tried every way to split a path among the stars, which
    /// took exponential time on `a*a*a*…b` or `**/**/…/x` against a path that does not match.
    @Test func patternsOfManyStarsMatchWithoutTryingEverySplit() {
        let stars = Array(repeating: "a", count: 25).joined(separator: "*") + "*b"
        #expect(!LayerRules.globMatches(stars[...], String(repeating: "a", count: 60)[...]))
        #expect(LayerRules.globMatches(stars[...], (String(repeating: "a", count: 60) + "b")[...]))
        let deep = Array(repeating: "**", count: 25).joined(separator: "/") + "/x"
        let path = Array(repeating: "a", count: 60)
        #expect(!LayerRules.matches(deep, path))
        #expect(LayerRules.matches(deep, path + ["x"]))
        #expect(LayerRules.matches("Modules/*/Sources", ["Modules", "Feed", "Sources"]))
        #expect(!LayerRules.matches("Modules/*/Sources", ["Modules", "Feed", "Web", "Sources"]))
        #expect(
            LayerRules.matches("Scripts/**", ["Scripts"])
                && LayerRules.matches("**/Tests", ["a", "b", "Tests"]))
    }

    @Test func onlyTheConfinedFilesMayImportTheConfinedLayerEachOtherImportIsOneLine() throws {
        let rules = try LayerRules(
            parsing: Self.rulesText + "\nonly App/Root.swift may import feature in app")
        var app = Self.target("App", "App", ["Feed", "FeedInterface"])
        app.importLines = [
            .init(module: "Feed", file: "App/Root.swift", line: 1),
            .init(module: "FeedInterface", file: "App/Listener.swift", line: 1),
            .init(module: "Feed", file: "App/Listener.swift", line: 4),
        ]
        let graph = [
            Self.target("FeedInterface", "Modules/Feed/Interface"),
            Self.target("Feed", "Modules/Feed/Sources", ["FeedInterface"]),
            app,
        ]
        let findings = analyse(graph, rules: rules).findings.filter { $0.rule == .importSite }
        #expect(
            findings.map(\.line) == [
                "error: [import-site] App -> Feed: App/Listener.swift:4 imports Feed; in app targets only App/Root.swift may import feature targets"
            ])
    }

    @Test func onlyAFeaturesViewFilesMayImportItsHost() throws {
        let rules = try LayerRules(
            parsing: "layer host Shared/UI\nlayer feature Modules/*/Sources\nallow feature -> host\n"
                + "only Modules/*/Sources/**/*View.swift Modules/*/Sources/**/*View+*.swift may import host in feature"
        )
        let confined = try #require(rules.confinedImports.first)
        #expect(confined.allows("Modules/Feed/Sources/FeedView.swift"))
        #expect(confined.allows("Modules/Feed/Sources/Post/PostView.swift"), "** spans a submodule's folder")
        #expect(confined.allows("Modules/Settings/Sources/Sections/SectionView+Commands.swift"))
        #expect(!confined.allows("Modules/Feed/Sources/FeedPresenter.swift"))
        #expect(
            !confined.allows("Modules/Feed/Sources/FeedViewModel.swift"), "a pattern matches the whole name")
        var feed = Self.target("Feed", "Modules/Feed/Sources", ["UI"])
        feed.importLines = [
            .init(module: "UI", file: "Modules/Feed/Sources/FeedView.swift", line: 2),
            .init(module: "UI", file: "Modules/Feed/Sources/FeedPresenter.swift", line: 3),
        ]
        let findings = analyse([Self.target("UI", "Shared/UI"), feed], rules: rules).findings.filter {
            $0.rule == .importSite
        }
        #expect(findings.count == 1)
        #expect(
            findings.first?.line.contains("Modules/Feed/Sources/FeedPresenter.swift:3 imports UI") == true)
    }

    @Test func reportsNameEveryTargetAndEdge() {
        let analysis = analyse([
            Self.target("Kit", "Shared/Kit"), Self.target("feed-demo", "Modules/Feed/Demo", ["Kit"]),
        ])
        let mermaid = analysis.report(.mermaid)
        #expect(mermaid.contains("subgraph shared"))
        #expect(mermaid.contains("feed_demo --> Kit"))
        let dot = analysis.report(.dot)
        #expect(dot.hasPrefix("digraph \"test\" {"))
        #expect(dot.contains("\"feed-demo\" -> \"Kit\";"))
        #expect(dot.contains("subgraph \"cluster_demo\""))
        #expect(analysis.report(.json).contains("\"schemaVersion\" : 1"))
        #expect(!analysis.report(.mermaid, excluding: ["demo"]).contains("feed_demo"))
    }

    /// A stranger's package names its targets, and its rules name their layers: a name holding
    /// a quote, markup or a line break stays a name in every report — the DOT graph stays valid
    /// (a target named `x" [URL="…"]` once gave its node a link in the SVG Graphviz drew), the
    /// Mermaid graph draws it as text, and the text report keeps one line for it.
    @Test func aHostileNameStaysANameInEveryReport() throws {
        let hostile = "x\" [URL=\"javascript:alert(1)\"] \"y\\\n<b>#"
        let rules = try LayerRules(parsing: "layer a\"b<c> Hostile/*\nlayer shared Shared/*")
        let analysis = Analysis(
            PackageGraph(
                name: "P\"q",
                targets: [Self.target("Kit", "Shared/Kit"), Self.target(hostile, "Hostile/X", ["Kit"])]),
            rules: rules, strict: false)
        let dot = analysis.report(.dot)
        #expect(dot.hasPrefix("digraph \"P\\\"q\" {"))
        let quoted = #""x\" [URL=\"javascript:alert(1)\"] \"y\\?<b>#""#
        #expect(dot.contains("        \(quoted) [fillcolor="))
        #expect(dot.contains("    \(quoted) -> \"Kit\" [color=red];"), "no rule allows the edge")
        #expect(dot.contains(#"subgraph "cluster_a\"b<c>" {"#))
        #expect(!dot.contains("\"x\" [URL"), "the name never closes its quotes")
        let mermaid = analysis.report(.mermaid)
        #expect(mermaid.contains("    subgraph a_b_c_ [\"a#34;b#60;c#62;\"]"))
        #expect(
            mermaid.contains(
                "        x___URL__javascript_alert_1_____y___b__[\"x#34; [URL=#34;javascript:alert(1)#34;] #34;y\\?#60;b#62;#35;\"]"
            ))
        let text = analysis.report(.text)
        #expect(text.contains("  x\" [URL=\"javascript:alert(1)\"] \"y\\?<b># -> Kit\n"))
        #expect(!text.contains("y\\\n"))
    }

    @Test func graphsDrawTheTransitiveReductionButKeepBrokenEdges() {
        let analysis = analyse([
            Self.target("Base", "Shared/Base"),
            Self.target("Kit", "Shared/Kit", ["Base"]),
            Self.target("FeedInterface", "Modules/Feed/Interface", ["Kit", "Base"]),
            Self.target("Feed", "Modules/Feed/Sources", ["FeedInterface", "Kit", "Base"]),
            Self.target("Likes", "Modules/Likes/Sources", ["Feed", "Base"]),
        ])
        let reduced = analysis.drawnEdges(analysis.graph.targets, allEdges: false).map {
            "\($0.from)->\($0.to)"
        }
        #expect(
            reduced.sorted() == ["Feed->FeedInterface", "FeedInterface->Kit", "Kit->Base", "Likes->Feed"])
        #expect(analysis.drawnEdges(analysis.graph.targets, allEdges: true).count == 8)
        let broken = analyse([
            Self.target("Base", "Shared/Base"),
            Self.target("Feed", "Modules/Feed/Sources", ["Base"]),
            Self.target("Likes", "Modules/Likes/Sources", ["Feed", "Base"]),
        ])
        let kept = broken.drawnEdges(broken.graph.targets, allEdges: false).map { "\($0.from)->\($0.to)" }
        #expect(kept.contains("Likes->Feed"), "an edge that breaks a rule is always drawn")
    }

    @Test func aFocusedGraphShowsTheTargetItsDependenciesAndItsDependentsOnly() {
        let analysis = analyse([
            Self.target("Base", "Shared/Base"),
            Self.target("Other", "Shared/Other"),
            Self.target("FeedInterface", "Modules/Feed/Interface", ["Base"]),
            Self.target("Feed", "Modules/Feed/Sources", ["FeedInterface"]),
            Self.target("App", "App", ["Feed", "Other"]),
        ])
        let mermaid = analysis.report(.mermaid, options: GraphOptions(focus: "FeedInterface"))
        for shown in ["Base", "FeedInterface", "Feed", "App"] { #expect(mermaid.contains("\(shown)[\"")) }
        #expect(!mermaid.contains("Other"))
    }
}
