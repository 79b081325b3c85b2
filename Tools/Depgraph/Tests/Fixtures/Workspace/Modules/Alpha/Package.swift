// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Alpha",
    products: [
        .library(name: "Alpha", targets: ["Alpha"]),
        .library(name: "AlphaInterface", targets: ["AlphaInterface"]),
    ],
    dependencies: [.package(path: "../../Shared/Kit")],
    targets: [
        .target(
            name: "AlphaInterface", dependencies: [.product(name: "Kit", package: "Kit")], path: "Interface"),
        .target(name: "Alpha", dependencies: ["AlphaInterface"], path: "Sources"),
        .testTarget(name: "AlphaTests", dependencies: ["Alpha"], path: "Tests"),
    ]
)
