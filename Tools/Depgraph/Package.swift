// swift-tools-version: 6.1
import PackageDescription

// depgraph: the dependency-graph report and boundary check of a SwiftPM package and every local
// package it depends on. A package adds it by URL and version and runs it as a command plugin
// (`swift package depgraph check`), or as a build tool plugin a target names (DepgraphCheck: its
// build fails on a broken boundary); CI can run the binary (`swift run depgraph check`). The
// library, DependencyGraph, is what all of them are made of.
let package = Package(
    name: "Depgraph",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DependencyGraph", targets: ["DependencyGraph"]),
        .executable(name: "depgraph", targets: ["depgraph"]),
        .plugin(name: "DepgraphPlugin", targets: ["DepgraphPlugin"]),
        .plugin(name: "DepgraphWritePlugin", targets: ["DepgraphWritePlugin"]),
        // Applied to a target: its build runs the check first, and fails on a finding.
        .plugin(name: "DepgraphCheck", targets: ["DepgraphCheck"]),
        // The fuzz targets are products as ModuleKit's are: SwiftPM shows a package's plugins only
        // the targets of its dependencies that a product holds, and `swift package depgraph` must
        // see the graph `Scripts/depgraph` sees (Tests/Plugin/parity.sh). A package that adds
        // depgraph builds none of them.
        .executable(name: "fuzz-imports", targets: ["fuzz-imports"]),
        .executable(name: "fuzz-layer-rules", targets: ["fuzz-layer-rules"]),
        .executable(name: "fuzz-describe", targets: ["fuzz-describe"]),
    ],
    dependencies: [
        // The command line's parser and help (the family's one).
        .package(path: "../../Shared/CommandLines"),
        // Only its tests use it (their waits for the tool's process stay off the concurrency pool).
        .package(path: "../../Shared/TestSupport"),
    ],
    targets: [
        .target(name: "DependencyGraph"),
        .executableTarget(
            name: "depgraph",
            dependencies: ["DependencyGraph", .product(name: "CommandLines", package: "CommandLines")]),
        // `swift package depgraph …`: the tool, reading the package graph SwiftPM gives plugins.
        .plugin(
            name: "DepgraphPlugin",
            capability: .command(
                intent: .custom(
                    verb: "depgraph", description: "report and check the package's dependency graph")),
            dependencies: ["depgraph"]),
        // The same, allowed to write a report or an API baseline into the package (one source file
        // shared by a link; only PluginAccess.swift differs).
        .plugin(
            name: "DepgraphWritePlugin",
            capability: .command(
                intent: .custom(
                    verb: "depgraph-write",
                    description: "depgraph, writing --output or --write-baseline files into the package"),
                permissions: [
                    .writeToPackageDirectory(reason: "write depgraph's --output or --write-baseline file")
                ]),
            dependencies: ["depgraph"]),
        // The check as part of a build: a target that names it builds only when the package's
        // boundaries hold (one source file shared with the command plugins by a link).
        .plugin(name: "DepgraphCheck", capability: .buildTool(), dependencies: ["depgraph"]),
        // Fuzz targets of depgraph's parsers (the workspace's Scripts/fuzz-parsers builds them with
        // libFuzzer; plainly built, each replays the inputs it is given).
        .executableTarget(
            name: "fuzz-imports",
            dependencies: ["DependencyGraph", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/Imports"),
        .executableTarget(
            name: "fuzz-layer-rules",
            dependencies: ["DependencyGraph", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/LayerRules"),
        .executableTarget(
            name: "fuzz-describe",
            dependencies: ["DependencyGraph", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/Descriptions"),
        .testTarget(
            name: "DependencyGraphTests",
            dependencies: [
                "DependencyGraph", "depgraph", .product(name: "TestSupport", package: "TestSupport"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
