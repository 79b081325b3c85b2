// swift-tools-version: 6.2
import PackageDescription

// Feed: one feature, built and tested alone. FeedInterface is all the world may know of it;
// Feed is the implementation behind one public builder; feed-demo runs it alone on fakes.

/// Features whose Interface Feed uses; the app injects their builders. Its demo and tests
/// compose their implementations, as the app does.
let uses: [String] = []

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
        .target(name: "FeedInterface", dependencies: [.moduleKit, .domain], path: "Interface"),
        .target(
            name: "Feed",
            dependencies: ["FeedInterface", .moduleKit, .terminalUI, .terminalHost, .domain]
                + interfaces(uses),
            path: "Sources"),
        .executableTarget(
            name: "feed-demo",
            dependencies: ["Feed", "FeedInterface", .moduleKit, .terminalHost, .domain, .servicesTesting]
                + implementations(uses),
            path: "Demo"),
        .testTarget(
            name: "FeedTests",
            dependencies: [
                "Feed", "FeedInterface", .moduleKit, .moduleKitTesting, .terminalHostTesting, .domain,
                .servicesTesting,
            ] + implementations(uses),
            path: "Tests"),
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
    static let servicesTesting = product(name: "ServicesTesting", package: "Domain")
}
