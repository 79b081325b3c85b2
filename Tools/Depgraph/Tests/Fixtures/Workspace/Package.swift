// swift-tools-version: 6.2
import PackageDescription

// A workspace for depgraph's tests: the app uses Alpha through its products, and one app file
// imports Alpha's implementation outside the composition root (Root.swift). Alpha uses Kit, a
// package outside its folder; the root also runs Alpha's tests, as the real workspace does.
let package = Package(
    name: "Workspace",
    dependencies: [.package(path: "Modules/Alpha")],
    targets: [
        .executableTarget(
            name: "app",
            dependencies: [
                .product(name: "Alpha", package: "Alpha"), .product(name: "AlphaInterface", package: "Alpha"),
            ],
            path: "App/Sources"),
        .testTarget(
            name: "AlphaTests", dependencies: [.product(name: "Alpha", package: "Alpha")],
            path: "Modules/Alpha/Tests"),
    ]
)
