// swift-tools-version: 6.2
import PackageDescription

// The workspace's own tools: the benchmarks and the session fuzzer. The shell scripts beside this
// manifest run them; depgraph is a package of its own (Tools/Depgraph), which they use as a
// stranger's package would.
let package = Package(
    name: "Scripts",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "benchmarks", targets: ["benchmarks"]),
        .executable(name: "fuzz", targets: ["fuzz"]),
    ],
    dependencies: [
        .package(path: "../Shared/Domain"),
        .package(path: "../Shared/PNG"),
        .package(path: "../Shared/ModuleKit"),
        .package(path: "../Shared/TerminalUI"),
        .package(path: "../Shared/TestSupport"),
        .package(path: "../Tools/Depgraph"),
    ],
    targets: [
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "AllocationCounter",
                .product(name: "DependencyGraph", package: "Depgraph"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "PNG", package: "PNG"),
                .product(name: "Services", package: "Domain"),
                .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "ModuleKitRecording", package: "ModuleKit"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalHost", package: "TerminalUI"),
            ],
            path: "Benchmarks/Sources"),
        .executableTarget(
            name: "fuzz",
            dependencies: [
                // Services reads the likes as mosaic does: likes.json and its journal.
                .product(name: "Domain", package: "Domain"),
                .product(name: "Services", package: "Domain"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "SessionFuzz"),
    ],
    swiftLanguageModes: [.v6]
)
