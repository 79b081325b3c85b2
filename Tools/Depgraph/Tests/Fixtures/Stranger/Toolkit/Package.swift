// swift-tools-version: 6.2
import PackageDescription

// A library with what a library ships beside it: a fuzz target (a product), a tool, tests.
let package = Package(
    name: "Toolkit",
    products: [
        .library(name: "Toolkit", targets: ["Toolkit"]),
        .executable(name: "fuzz-toolkit", targets: ["fuzz-toolkit"]),
    ],
    targets: [
        .target(name: "ToolkitBase"),
        .target(name: "Toolkit", dependencies: ["ToolkitBase"]),
        .executableTarget(name: "fuzz-toolkit", dependencies: ["Toolkit"], path: "Fuzz/Toolkit"),
        .executableTarget(name: "toolkit-lint", dependencies: ["ToolkitBase"], path: "Tools/Lint"),
        .testTarget(name: "ToolkitTests", dependencies: ["Toolkit"]),
    ]
)
