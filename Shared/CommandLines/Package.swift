// swift-tools-version: 6.2
import PackageDescription

// CommandLines: the one command-line parser of the family — a program's commands and options,
// each declared once, and from the declarations its parser, its one-line refusals and its help
// (wrapped by the one word wrapper). mosaic, its demos, depgraph, the benchmarks and the session
// fuzzer parse with it. It depends on HiddenCharacters alone (a refusal quotes what was typed,
// on one line), on ModuleKit's platforms, so that depgraph may depend on it and nothing else.
let package = Package(
    name: "CommandLines",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "CommandLines", targets: ["CommandLines"])
    ],
    dependencies: [.package(path: "../HiddenCharacters")],
    targets: [
        .target(
            name: "CommandLines",
            dependencies: [.product(name: "HiddenCharacters", package: "HiddenCharacters")]),
        .testTarget(name: "CommandLinesTests", dependencies: ["CommandLines"]),
    ],
    swiftLanguageModes: [.v6]
)
