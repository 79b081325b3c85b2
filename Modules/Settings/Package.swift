// swift-tools-version: 6.2
import PackageDescription

// Settings: one feature, built and tested alone. SettingsInterface is all the world may know of it; Settings
// is the implementation, behind one public builder; settings-demo runs it alone on fakes.
let package = Package(
    name: "Settings",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SettingsInterface", targets: ["SettingsInterface"]),
        .library(name: "Settings", targets: ["Settings"]),
        .executable(name: "settings-demo", targets: ["settings-demo"]),
    ],
    dependencies: [
        .package(path: "../../Shared/ModuleKit"),
        .package(path: "../../Shared/TerminalUI"),
        .package(path: "../../Shared/Domain"),
    ],
    targets: [
        .target(name: "SettingsInterface", dependencies: [.moduleKit, .domain], path: "Interface"),
        .target(
            name: "Settings",
            dependencies: ["SettingsInterface", .moduleKit, .terminalUI, .terminalHost, .domain],
            path: "Sources"),
        .executableTarget(
            name: "settings-demo",
            dependencies: ["Settings", "SettingsInterface", .moduleKit, .terminalHost, .domain, .servicesTesting],
            path: "Demo"),
        .testTarget(
            name: "SettingsTests",
            dependencies: [
                "Settings", "SettingsInterface", .moduleKit, .moduleKitTesting, .terminalHostTesting, .domain,
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
