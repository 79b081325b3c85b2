// swift-tools-version: 6.2
import PackageDescription

// A shared package outside Alpha's folder: read from Modules/Alpha, its paths are absolute.
let package = Package(
    name: "Kit",
    products: [.library(name: "Kit", targets: ["Kit"])],
    targets: [
        .target(name: "KitBase"),
        .target(name: "Kit", dependencies: ["KitBase"]),
    ]
)
