// swift-tools-version: 6.2
import PackageDescription

// Caches: values kept within a bound, the least recently used going first — the one cache of
// the family (mosaic's decoded photos, a terminal's drawn pictures). A value: its owner says who
// may change it. It depends on nothing but the standard library, on ModuleKit's platforms.
let package = Package(
    name: "Caches",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Caches", targets: ["Caches"])
    ],
    targets: [
        .target(name: "Caches"),
        .testTarget(name: "CachesTests", dependencies: ["Caches"]),
    ],
    swiftLanguageModes: [.v6]
)
