// swift-tools-version: 6.2
import PackageDescription

// A stranger's package written against ModuleKit 1.0: it depends on the ModuleKit product alone
// (the whole kit in one import, as 1.0 shipped it), by path, and builds an app of two
// modules whose views are not terminal screens but a small widget tree any platform could draw.
let package = Package(
    name: "Counter",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Counter", targets: ["Counter"])
    ],
    dependencies: [
        .package(path: "../../Shared/ModuleKit")
    ],
    targets: [
        .target(name: "Counter", dependencies: [.product(name: "ModuleKit", package: "ModuleKit")]),
        .testTarget(
            name: "CounterTests",
            dependencies: [
                "Counter", .product(name: "ModuleKit", package: "ModuleKit"),
                .product(name: "ModuleKitTesting", package: "ModuleKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
