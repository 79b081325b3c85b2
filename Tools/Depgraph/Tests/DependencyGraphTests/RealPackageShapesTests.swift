import Testing

@testable import DependencyGraph

/// What the survey of real packages (docs/DEPGRAPH.md in the mosaic workspace) showed depgraph
/// misread, each the smallest case: a plugin's tool, a macro, a snippet, an aggregate, a marker
/// module, a re-export, and imports a build as written does not compile.
@Suite struct RealPackageShapesTests {
    typealias Target = PackageGraph.Target

    /// A target of `kind` whose one source file imports `imports` (the sites read from `source`
    /// when it is given).
    static func target(
        _ name: String, _ kind: Target.Kind = .library, _ dependencies: [String] = [], imports: [String] = [],
        source: String? = nil
    ) -> Target {
        let scan = source.map(ImportScanner.scan)
        let sites =
            scan?.imports.map {
                PackageGraph.Import(
                    module: $0.module, file: "Sources/\(name)/\(name).swift", line: $0.line,
                    exported: $0.exported,
                    conditional: $0.conditional)
            } ?? []
        let modules = scan.map { $0.imports.map(\.module) } ?? imports
        return Target(
            name: name, kind: kind, path: "Sources/\(name)", sources: ["\(name).swift"],
            dependencies: dependencies,
            imports: Dictionary(modules.map { ($0, 1) }, uniquingKeysWith: +), importLines: sites, lines: 10,
            macroModules: scan?.macroModules ?? [], declaresCode: scan?.declaresCode ?? true)
    }

    func findings(_ targets: [Target]) -> [String] {
        Analysis(PackageGraph(name: "package", targets: targets), rules: .none, strict: true).findings.map {
            "\($0.rule.rawValue) \($0.from) -> \($0.to)"
        }
    }

    @Test func aPluginsToolIsUsedThoughNoSourceImportsIt() {
        let tool = Self.target("generate-manual", .executable, source: "print(1)")
        let plugin = Self.target(
            "GenerateManual", .plugin, ["generate-manual"], source: "import PackagePlugin")
        #expect(findings([tool, plugin]).isEmpty)
        // A test that starts a tool declares it to have it built; it does not import it either.
        let test = Self.target("ToolTests", .test, ["generate-manual"], source: "import Testing\nlet x = 1")
        #expect(findings([tool, test]).isEmpty)
    }

    @Test func aBinaryTargetIsAPluginsToolOrALibraryItsUsersImport() {
        // A binary target has no sources: SwiftPM's describe says "binary"; its module is its name.
        let binary = Target(name: "protoc", kind: .other, path: "Binaries/protoc.artifactbundle")
        let plugin = Self.target("ProtocPlugin", .plugin, ["protoc"], source: "import PackagePlugin")
        let xcframework = Target(name: "Sentry", kind: .other, path: "Binaries/Sentry.xcframework")
        let app = Self.target("App", .executable, ["Sentry"], source: "import Sentry\nlet x = 1")
        let forgetful = Self.target("Other", .library, ["Sentry"], source: "let x = 1")
        #expect(
            findings([binary, plugin, xcframework, app, forgetful]) == ["unused-dependency Other -> Sentry"])
    }

    @Test func aMacroTargetIsUsedWhereExternalMacroNamesItAndUnusedWhereNothingDoes() {
        let macros = Self.target("CasePathsMacros", .macro, source: "import SwiftSyntax\nstruct M {}")
        let library = Self.target(
            "CasePaths", .library, ["CasePathsMacros"],
            source: """
                @attached(member)
                public macro CasePathable() =
                    #externalMacro(
                        module: "CasePathsMacros", type: "CasePathableMacro"
                    )
                """)
        #expect(findings([macros, library]).isEmpty)
        let forgotten = Self.target("Other", .library, ["CasePathsMacros"], source: "public let x = 1")
        #expect(findings([macros, forgotten]) == ["unused-dependency Other -> CasePathsMacros"])
    }

    @Test func aSnippetsAndAnAggregatesDependenciesAreNotTheirAuthors() {
        let core = Self.target("Core", source: "public let x = 1")
        let snippet = Self.target("Tour", .snippet, ["Core"], source: "print(1)")
        let all = Self.target("Package-all", .library, ["Core"], source: "// builds every library\n")
        #expect(findings([core, snippet, all]).isEmpty)
    }

    @Test func aMarkerModuleThatDeclaresNothingIsNotAnUnusedDependency() {
        let marker = Self.target("Syntax509", source: "// marks version 509 for #if canImport\n")
        let syntax = Self.target("Syntax", .library, ["Syntax509", "Base"], source: "public let x = 1")
        let base = Self.target("Base", source: "public let y = 1")
        #expect(findings([marker, syntax, base]) == ["unused-dependency Syntax -> Base"])
    }

    @Test func aModuleReExportedByADeclaredDependencyIsDeclared() {
        let instrumentation = Self.target("Instrumentation", source: "public let x = 1")
        let tracing = Self.target(
            "Tracing", .library, ["Instrumentation"],
            source:
                "@_documentation(visibility: internal) @_exported import Instrumentation\npublic let y = 1")
        let user = Self.target(
            "InMemoryTracing", .library, ["Tracing"],
            source: "import Instrumentation\nimport Tracing\nlet z = 1")
        #expect(findings([instrumentation, tracing, user]).isEmpty)
        // Declaring only the re-exporter and importing only what it re-exports uses it.
        let throughOnly = Self.target(
            "Spans", .library, ["Tracing"], source: "import Instrumentation\nlet z = 1")
        #expect(findings([instrumentation, tracing, throughOnly]).isEmpty)
        // Without the re-export it is undeclared, and the dependency unused.
        let plain = Self.target(
            "Tracing", .library, ["Instrumentation"], source: "import Instrumentation\nlet y = 1")
        #expect(
            findings([instrumentation, plain, throughOnly]) == [
                "undeclared-import Spans -> Instrumentation", "unused-dependency Spans -> Tracing",
            ])
    }

    @Test func anImportABuildAsWrittenDoesNotCompileNeedsNoDeclaredDependency() {
        let model = Self.target("ComponentModel", source: "public let x = 1")
        let linux = Self.target("CLinux", source: "public let x = 1")
        let commands = Self.target(
            "Commands", .library, [],
            source: """
                #if ComponentModel
                    import ComponentModel
                #endif
                #if canImport(CLinux)
                    import CLinux
                #endif
                let x = 1
                """)
        #expect(findings([model, linux, commands]).isEmpty)
        // Under `os(…)`, the import is compiled on that system: it must be declared.
        let onLinux = Self.target(
            "Chat", .library, [], source: "#if os(Linux)\nimport CLinux\n#endif\nlet x = 1")
        #expect(findings([linux, onLinux]) == ["undeclared-import Chat -> CLinux"])
    }
}
