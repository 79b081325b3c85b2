// swift-tools-version: 6.2
import PackageDescription

// PercentEncoding: `%XX` escapes read and written (RFC 3986) — the one percent decoder of the
// family: ModuleKit's links and the web server's forms and queries both read through it. It
// depends on nothing but the standard library, on ModuleKit's platforms.
let package = Package(
    name: "PercentEncoding",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "PercentEncoding", targets: ["PercentEncoding"])
    ],
    targets: [
        .target(name: "PercentEncoding"),
        .testTarget(name: "PercentEncodingTests", dependencies: ["PercentEncoding"]),
    ],
    swiftLanguageModes: [.v6]
)
