// swift-tools-version: 6.2
import PackageDescription

// Pixels: the one pixel buffer — what the photo decoder makes (Domain's Photos) is what a
// terminal draws (TerminalUI's TerminalImage), with no second type of the same shape between
// them. It depends on nothing but the standard library, on ModuleKit's platforms.
let package = Package(
    name: "Pixels",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Pixels", targets: ["Pixels"])
    ],
    targets: [
        .target(name: "Pixels"),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels"]),
    ],
    swiftLanguageModes: [.v6]
)
