// swift-tools-version: 6.2
import PackageDescription

// One feature, built and tested alone: <name>Interface is all the world may know of it, <name>
// the implementation — presenters, interactors, state, assembly — which can import no host,
// <name>Terminal its terminal views and the builder a terminal app registers, <name>Web its
// browser views and the builder a web app registers, <name>-demo (lowercased) runs it alone in
// memory (`swift run <name>-demo` in this folder). The demo is no product: a package that depends
// on this one neither sees nor builds it, so an app composing a hundred features plans and builds
// none of their demos. Scripts/new-module writes this file, and only the three lets below differ
// from one feature to another: Scripts/check-features compares every feature's manifest with it.

let name = "Profile"
/// Features whose Interface this one uses; the app injects their builders. Its demo and tests
/// compose their implementations, as the app does.
let uses: [String] = ["Feed"]
/// What the tests use besides the feature and the standard test kit.
let testsAlsoUse: [Target.Dependency] = []

// What each target uses.
let interface: [Target.Dependency] = [.moduleKitCore, .domain]
let implementation: [Target.Dependency] =
    [.byName(name: name + "Interface"), .moduleKitCore, .domain] + interfaces(uses)
let terminal: [Target.Dependency] =
    [
        .byName(name: name), .byName(name: name + "Interface"), .moduleKitCore, .terminalUI, .terminalHost,
        .domain,
    ]
let web: [Target.Dependency] =
    [
        .byName(name: name), .byName(name: name + "Interface"), .moduleKitCore, .httpServer, .webUI, .webHost,
        .domain,
    ]
let demo: [Target.Dependency] =
    [
        .byName(name: name), .byName(name: name + "Terminal"), .byName(name: name + "Interface"),
        .moduleKitCore, .terminalHost, .domain, .services,
    ] + implementations(uses)
let tests: [Target.Dependency] =
    [
        .byName(name: name), .byName(name: name + "Terminal"), .byName(name: name + "Web"),
        .byName(name: name + "Interface"), .moduleKitCore, .moduleKitTesting, .terminalHostTesting,
        .webHostTesting, .domain, .services,
    ] + testsAlsoUse + implementations(uses) + uses.map { .product(name: $0 + "Web", package: $0) }

let package = Package(
    name: name,
    platforms: [.macOS(.v15)],
    products: [
        .library(name: name + "Interface", targets: [name + "Interface"]),
        .library(name: name, targets: [name]),
        .library(name: name + "Terminal", targets: [name + "Terminal"]),
        .library(name: name + "Web", targets: [name + "Web"]),
    ],
    dependencies: [
        .package(path: "../../Shared/ModuleKit"),
        .package(path: "../../Shared/TerminalUI"),
        .package(path: "../../Shared/WebUI"),
        .package(path: "../../Shared/Domain"),
    ] + uses.map { .package(path: "../\($0)") },
    targets: [
        .target(name: name + "Interface", dependencies: interface, path: "Interface"),
        .target(name: name, dependencies: implementation, path: "Sources"),
        .target(name: name + "Terminal", dependencies: terminal, path: "Terminal"),
        .target(name: name + "Web", dependencies: web, path: "Web"),
        .executableTarget(name: name.lowercased() + "-demo", dependencies: demo, path: "Demo"),
        .testTarget(name: name + "Tests", dependencies: tests, path: "Tests"),
    ],
    swiftLanguageModes: [.v6]
)

func interfaces(_ features: [String]) -> [Target.Dependency] {
    features.map { .product(name: $0 + "Interface", package: $0) }
}

func implementations(_ features: [String]) -> [Target.Dependency] {
    features.flatMap { [.product(name: $0, package: $0), .product(name: $0 + "Terminal", package: $0)] }
        + interfaces(features)
}

extension Target.Dependency {
    static let moduleKitCore = product(name: "ModuleKitCore", package: "ModuleKit")
    static let moduleKitTesting = product(name: "ModuleKitTesting", package: "ModuleKit")
    static let terminalUI = product(name: "TerminalUI", package: "TerminalUI")
    static let terminalHost = product(name: "TerminalHost", package: "TerminalUI")
    static let terminalHostTesting = product(name: "TerminalHostTesting", package: "TerminalUI")
    static let httpServer = product(name: "HTTPServer", package: "WebUI")
    static let webUI = product(name: "WebUI", package: "WebUI")
    static let webHost = product(name: "WebHost", package: "WebUI")
    static let webHostTesting = product(name: "WebHostTesting", package: "WebUI")
    static let domain = product(name: "Domain", package: "Domain")
    static let services = product(name: "Services", package: "Domain")
    static let servicesTesting = product(name: "ServicesTesting", package: "Domain")
}
