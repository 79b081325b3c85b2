// swift-tools-version: 6.2
import PackageDescription

// The app: `mosaic`, composed from the features it names and the shared packages — nothing else,
// so that building and running it after an edit costs the same however many features the
// workspace holds (the root names every one, to test them all). App is everything but the
// start: the composition root, the listeners, the command line, the hosts' wiring; mosaic is
// its main.swift. `swift run mosaic` from the root runs it too; its tests are the root's
// AppTests.

/// The features the app composes: its composition root registers their builders. A new feature
/// joins here when it is registered there.
let composed = ["Feed", "Likes", "Profile", "Settings"]

let package = Package(
    name: "App",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mosaic", targets: ["mosaic"]),
        .library(name: "App", targets: ["App"]),
    ],
    dependencies: [
        .package(path: "../Shared/CommandLines"),
        .package(path: "../Shared/Locks"),
        .package(path: "../Shared/ModuleKit"),
        .package(path: "../Shared/TerminalUI"),
        .package(path: "../Shared/WebUI"),
        .package(path: "../Shared/Domain"),
    ] + composed.map { .package(path: "../Modules/\($0)") },
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "CommandLines", package: "CommandLines"),
                .product(name: "Locks", package: "Locks"),
                .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "ModuleKitRecording", package: "ModuleKit"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalHost", package: "TerminalUI"),
                .product(name: "HTTPServer", package: "WebUI"),
                .product(name: "WebHost", package: "WebUI"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "Services", package: "Domain"),
                .product(name: "Photos", package: "Domain"),
            ]
                + composed.flatMap {
                    [
                        .product(name: $0, package: $0), .product(name: $0 + "Terminal", package: $0),
                        .product(name: $0 + "Web", package: $0),
                        .product(name: $0 + "Interface", package: $0),
                    ]
                },
            path: "Sources"),
        // Linked by the toolchain's lld on Linux: 0.48 s against gold's 0.88 s for an app of 104
        // features, a fifth of the edit-run loop (docs/PERFORMANCE.md).
        .executableTarget(
            name: "mosaic", dependencies: ["App"], path: "Main",
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]),
    ],
    swiftLanguageModes: [.v6]
)
