// swift-tools-version: 6.2
import PackageDescription

// Feed: one feature, built and tested alone. FeedInterface is all the world may know of it; Feed
// is the implementation, behind one public builder; feed-demo runs it alone on fakes.
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
    ],
    targets: [
        .target(name: "FeedInterface", dependencies: [.moduleKit, .domain], path: "Interface"),
        .target(
            name: "Feed",
            dependencies: ["FeedInterface", .moduleKit, .terminalUI, .terminalHost, .domain],
            path: "Sources"),
        .executableTarget(
            name: "feed-demo",
            dependencies: ["Feed", "FeedInterface", .moduleKit, .terminalHost, .domain, .servicesTesting],
            path: "Demo"),
        .testTarget(
            name: "FeedTests",
            dependencies: [
                "Feed", "FeedInterface", .moduleKit, .moduleKitTesting, .terminalHostTesting, .domain,
                .servicesTesting,
            ],
            path: "Tests"),
    ],
    swiftLanguageModes: [.v6]
)

extension Target.Dependency {
    static let moduleKit = product(name: "ModuleKit", package: "ModuleKit")
    static let moduleKitTesting = product(name: "ModuleKitTesting", package: "ModuleKit")
    static let terminalUI = product(name: "TerminalUI", package: "TerminalUI")
    static let terminalHost = product(name: "TerminalHost", package: "TerminalUI")
    static let terminalHostTesting = product(name: "TerminalHostTesting", package: "TerminalUI")
    static let domain = product(name: "Domain", package: "Domain")
    static let servicesTesting = product(name: "ServicesTesting", package: "Domain")
}
