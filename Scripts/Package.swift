// swift-tools-version: 6.2
import PackageDescription

// The workspace's tools: depgraph (the dependency-graph report and boundary check) and the
// benchmarks. The shell scripts beside this manifest run them.
let package = Package(
    name: "Scripts",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DependencyGraph", targets: ["DependencyGraph"]),
        .executable(name: "depgraph", targets: ["depgraph"]),
        .executable(name: "benchmarks", targets: ["benchmarks"]),
        .executable(name: "fuzz", targets: ["fuzz"]),
        .executable(name: "fuzz-imports", targets: ["fuzz-imports"]),
        .executable(name: "fuzz-layer-rules", targets: ["fuzz-layer-rules"]),
        .executable(name: "fuzz-describe", targets: ["fuzz-describe"]),
    ],
    dependencies: [
        .package(path: "../Shared/ModuleKit"),
        .package(path: "../Shared/TerminalUI"),
    ],
    targets: [
        .target(name: "DependencyGraph", path: "DependencyGraph"),
        .executableTarget(name: "depgraph", dependencies: ["DependencyGraph"], path: "DepgraphCommand"),
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "AllocationCounter", "DependencyGraph",
                .product(name: "ModuleKit", package: "ModuleKit"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalHost", package: "TerminalUI"),
            ],
            path: "Benchmarks/Sources"),
        .executableTarget(name: "fuzz", path: "SessionFuzz"),
        // Fuzz targets of depgraph's parsers (Scripts/fuzz-parsers builds them with libFuzzer;
        // plainly built, each replays the inputs it is given).
        .executableTarget(name: "fuzz-imports", dependencies: ["DependencyGraph"], path: "Fuzz/Imports"),
        .executableTarget(
            name: "fuzz-layer-rules", dependencies: ["DependencyGraph"], path: "Fuzz/LayerRules"),
        .executableTarget(
            name: "fuzz-describe", dependencies: ["DependencyGraph"], path: "Fuzz/Descriptions"),
        .testTarget(
            name: "DependencyGraphTests", dependencies: ["DependencyGraph", "depgraph"],
            path: "Tests/DependencyGraphTests"),
    ],
    swiftLanguageModes: [.v6]
)
