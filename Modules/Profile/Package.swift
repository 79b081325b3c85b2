// swift-tools-version: 6.2
import PackageDescription

// Profile: one feature, built and tested alone. ProfileInterface is all the world may know of it; Profile
// is the implementation, behind one public builder; profile-demo runs it alone on fakes.
let package = Package(
    name: "Profile",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ProfileInterface", targets: ["ProfileInterface"]),
        .library(name: "Profile", targets: ["Profile"]),
        .executable(name: "profile-demo", targets: ["profile-demo"]),
    ],
    dependencies: [
        .package(path: "../Feed"),
        .package(path: "../../Shared/ModuleKit"),
        .package(path: "../../Shared/TerminalUI"),
        .package(path: "../../Shared/Domain"),
    ],
    targets: [
        .target(name: "ProfileInterface", dependencies: [.moduleKit, .domain], path: "Interface"),
        .target(
            name: "Profile",
            dependencies: ["ProfileInterface", .product(name: "FeedInterface", package: "Feed"), .moduleKit, .terminalUI, .terminalHost, .domain],
            path: "Sources"),
        .executableTarget(
            name: "profile-demo",
            dependencies: ["Profile", "ProfileInterface", .product(name: "Feed", package: "Feed"), .product(name: "FeedInterface", package: "Feed"), .moduleKit, .terminalHost, .domain, .servicesTesting],
            path: "Demo"),
        .testTarget(
            name: "ProfileTests",
            dependencies: [
                "Profile", "ProfileInterface", .product(name: "Feed", package: "Feed"), .product(name: "FeedInterface", package: "Feed"), .moduleKit, .moduleKitTesting, .terminalHostTesting, .domain,
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
