// swift-tools-version: 6.2
import PackageDescription

// Likes: one feature, built and tested alone. LikesInterface is all the world may know of it; Likes
// is the implementation, behind one public builder; likes-demo runs it alone on fakes.
let package = Package(
    name: "Likes",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LikesInterface", targets: ["LikesInterface"]),
        .library(name: "Likes", targets: ["Likes"]),
        .executable(name: "likes-demo", targets: ["likes-demo"]),
    ],
    dependencies: [
        .package(path: "../../Shared/ModuleKit"),
        .package(path: "../../Shared/TerminalUI"),
        .package(path: "../../Shared/Domain"),
    ],
    targets: [
        .target(name: "LikesInterface", dependencies: [.moduleKit, .domain], path: "Interface"),
        .target(
            name: "Likes",
            dependencies: ["LikesInterface", .moduleKit, .terminalUI, .terminalHost, .domain],
            path: "Sources"),
        .executableTarget(
            name: "likes-demo",
            dependencies: ["Likes", "LikesInterface", .moduleKit, .terminalHost, .domain, .servicesTesting],
            path: "Demo"),
        .testTarget(
            name: "LikesTests",
            dependencies: [
                "Likes", "LikesInterface", .moduleKit, .moduleKitTesting, .terminalHostTesting, .domain,
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
