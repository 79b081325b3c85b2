// swift-tools-version: 6.0
// A package with known boundary violations, for the depgraph end-to-end test.
import PackageDescription

let package = Package(
    name: "Violations",
    targets: [
        .target(name: "Base", path: "Shared/Base"),
        .target(name: "Util", dependencies: ["Base"], path: "Shared/Util"),
        .target(name: "AlphaInterface", dependencies: ["Base"], path: "Modules/Alpha/Interface"),
        .target(name: "Alpha", dependencies: ["AlphaInterface", "Base"], path: "Modules/Alpha/Sources"),
        // A feature using another feature's implementation; Base is imported but only Util is declared.
        .target(name: "Beta", dependencies: ["Alpha", "Util"], path: "Modules/Beta/Sources"),
        // An Interface depending on an implementation.
        .target(name: "GammaInterface", dependencies: ["Alpha", "Base"], path: "Modules/Gamma/Interface"),
    ]
)
