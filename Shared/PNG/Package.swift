// swift-tools-version: 6.2
import PackageDescription

// PNG: a PNG file decoded into the family's pixel buffer, in Swift — bounded before it allocates
// (its limits read from the header first), every read checked, fuzzed (fuzz-png). mosaic's
// photos are read through it; it knows nothing of photos or posts.
let package = Package(
    name: "PNG",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PNG", targets: ["PNG"]),
        .executable(name: "fuzz-png", targets: ["fuzz-png"]),
    ],
    dependencies: [
        .package(path: "../Pixels"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(name: "PNG", dependencies: [.product(name: "Pixels", package: "Pixels")]),
        // A fuzz target (Scripts/fuzz-parsers builds it with libFuzzer; plainly built, it replays
        // the inputs it is given).
        .executableTarget(
            name: "fuzz-png",
            dependencies: [
                "PNG", .product(name: "Pixels", package: "Pixels"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Fuzz/PNG"),
        .testTarget(
            name: "PNGTests",
            dependencies: ["PNG", .product(name: "Pixels", package: "Pixels")]),
    ],
    swiftLanguageModes: [.v6]
)
