// swift-tools-version: 6.2
import PackageDescription

// CommandLines: the one command-line parser of the family — a program's commands and options,
// each declared once, and from the declarations its parser, its one-line refusals and its help
// (wrapped by the one word wrapper). mosaic, its demos, depgraph, the benchmarks and the session
// fuzzer parse with it. It depends on nothing but the standard library, on ModuleKit's
// platforms, so that depgraph, released on its own, may depend on it and on nothing else.
let package = Package(
    name: "CommandLines",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "CommandLines", targets: ["CommandLines"])
    ],
    targets: [
        .target(name: "CommandLines"),
        .testTarget(name: "CommandLinesTests", dependencies: ["CommandLines"]),
    ],
    swiftLanguageModes: [.v6]
)
