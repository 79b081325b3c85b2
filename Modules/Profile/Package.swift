// swift-tools-version: 6.2
import PackageDescription

// Profile: one feature, built and tested alone. ProfileInterface is all the world may know of it;
// Profile is the implementation behind one public builder; profile-demo runs it alone in memory.

/// Features whose Interface Profile uses; the app injects their builders. Its demo and tests
/// compose their implementations, as the app does.
let uses: [String] = ["Feed"]

// What each target uses.
let interface: [Target.Dependency] = [.moduleKit, .domain]
let implementation: [Target.Dependency] =
    ["ProfileInterface", .moduleKit, .terminalUI, .terminalHost, .domain] + interfaces(uses)
let demo: [Target.Dependency] =
    ["Profile", "ProfileInterface", .moduleKit, .terminalHost, .domain, .services] + implementations(uses)
let tests: [Target.Dependency] =
    ["Profile", "ProfileInterface", .moduleKit, .moduleKitTesting, .terminalHostTesting, .domain, .services]
    + implementations(uses)

let package = Package(
    name: "Profile",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ProfileInterface", targets: ["ProfileInterface"]),
        .library(name: "Profile", targets: ["Profile"]),
        .executable(name: "profile-demo", targets: ["profile-demo"]),
    ],
    dependencies: [
        .package(path: "../../Shared/ModuleKit"),
        .package(path: "../../Shared/TerminalUI"),
        .package(path: "../../Shared/Domain"),
    ] + uses.map { .package(path: "../\($0)") },
    targets: [
        .target(name: "ProfileInterface", dependencies: interface, path: "Interface"),
        .target(name: "Profile", dependencies: implementation, path: "Sources"),
        .executableTarget(name: "profile-demo", dependencies: demo, path: "Demo"),
        .testTarget(name: "ProfileTests", dependencies: tests, path: "Tests"),
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
