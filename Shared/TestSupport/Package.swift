// swift-tools-version: 6.1
import PackageDescription

// TestSupport: what tests that wait for a child process or a socket need so as never to block
// the concurrency pool. The workspace's test targets share it — ModuleKit's and depgraph's too,
// so it is released with ModuleKit, at its version. Nothing but tests depends on it.
let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TestSupport", targets: ["TestSupport"])
    ],
    targets: [
        .target(name: "TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
