// swift-tools-version: 6.2
import PackageDescription

// Feed: one feature, built and tested alone. FeedInterface is all the world may know of it;
// Feed is the implementation behind one public builder; feed-demo runs it alone in memory.

/// Features whose Interface Feed uses; the app injects their builders. Its demo and tests
/// compose their implementations, as the app does.
let uses: [String] = []

// What each target uses.
let interface: [Target.Dependency] = [.moduleKit, .domain]
let implementation: [Target.Dependency] =
    ["FeedInterface", .moduleKit, .terminalUI, .terminalHost, .domain] + interfaces(uses)
let demo: [Target.Dependency] =
    ["Feed", "FeedInterface", .moduleKit, .terminalHost, .domain, .services] + implementations(uses)
let tests: [Target.Dependency] =
    [
        "Feed", "FeedInterface", .moduleKit, .moduleKitTesting, .terminalHostTesting, .domain, .services,
        .servicesTesting,
    ]
    + implementations(uses)

let package = Package(
    name: "Feed",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FeedInterface", targets: ["FeedInterface"]),
        .library(name: "Feed", targets: ["Feed"]),
        .executable(name: "feed-demo", targets: ["feed-demo"]),
    ],
    dependencies: [
        .package(path: "../../Shared/ModuleKit"),
        .package(path: "../../Shared/TerminalUI"),
        .package(path: "../../Shared/Domain"),
    ] + uses.map { .package(path: "../\($0)") },
    targets: [
        .target(name: "FeedInterface", dependencies: interface, path: "Interface"),
        .target(name: "Feed", dependencies: implementation, path: "Sources"),
        .executableTarget(name: "feed-demo", dependencies: demo, path: "Demo"),
        .testTarget(name: "FeedTests", dependencies: tests, path: "Tests"),
    ],
    swiftLanguageModes: [.v6]
)

func interfaces(_ features: [String]) -> [Target.Dependency] {
    features.map { .product(name: $0 + "Interface", package: $0) }
}

func implementations(_ features: [String]) -> [Target.Dependency] {
    features.map { .product(name: $0, package: $0) } + interfaces(features)
}

extension Target.Dependency {
    static let moduleKit = product(name: "ModuleKit", package: "ModuleKit")
    static let moduleKitTesting = product(name: "ModuleKitTesting", package: "ModuleKit")
    static let terminalUI = product(name: "TerminalUI", package: "TerminalUI")
    static let terminalHost = product(name: "TerminalHost", package: "TerminalUI")
    static let terminalHostTesting = product(name: "TerminalHostTesting", package: "TerminalUI")
    static let domain = product(name: "Domain", package: "Domain")
    static let services = product(name: "Services", package: "Domain")
    static let servicesTesting = product(name: "ServicesTesting", package: "Domain")
}
