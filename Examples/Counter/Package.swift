// swift-tools-version: 6.2
import PackageDescription

// A stranger's package: it depends on ModuleKit alone, by path, and builds an app of two
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
        .target(name: "Counter", dependencies: [.product(name: "ModuleKitCore", package: "ModuleKit")]),
        .testTarget(
            name: "CounterTests",
            dependencies: [
                "Counter", .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "ModuleKitTesting", package: "ModuleKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
