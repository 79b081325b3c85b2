// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Alpha",
    products: [
        .library(name: "Alpha", targets: ["Alpha"]),
        .library(name: "AlphaInterface", targets: ["AlphaInterface"]),
    ],
    targets: [
        .target(name: "AlphaInterface", path: "Interface"),
        .target(name: "Alpha", dependencies: ["AlphaInterface"], path: "Sources"),
    ]
)
