// swift-tools-version: 6.2
import PackageDescription

// Locks: the one lock of the family — a value threads share, and a wait until it is ready — on
// POSIX's mutex and condition, which Thread Sanitizer sees (it does not see the futex calls
// Synchronization.Mutex waits through on Linux). It depends on nothing but the standard library
// and the platform's C library, on ModuleKit's platforms.
let package = Package(
    name: "Locks",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Locks", targets: ["Locks"])
    ],
    dependencies: [
        // Only its tests use it (their threads block, off the concurrency pool).
        .package(path: "../TestSupport")
    ],
    targets: [
        .target(name: "Locks"),
        .testTarget(
            name: "LocksTests",
            dependencies: ["Locks", .product(name: "TestSupport", package: "TestSupport")]),
    ],
    swiftLanguageModes: [.v6]
)
