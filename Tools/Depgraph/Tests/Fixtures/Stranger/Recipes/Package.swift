// swift-tools-version: 6.2
import PackageDescription

// A stranger's package, beside a package it uses by path (as by URL): depgraph's nodes are its
// own targets and what they use of Toolkit — not Toolkit's fuzz target, tool or tests.
let package = Package(
    name: "Recipes",
    dependencies: [.package(path: "../Toolkit")],
    targets: [
        .target(name: "Recipes", dependencies: [.product(name: "Toolkit", package: "Toolkit")]),
        .executableTarget(name: "recipes", dependencies: ["Recipes"]),
        .testTarget(name: "RecipesTests", dependencies: ["Recipes"]),
    ]
)
