// swift-tools-version: 6.2
import PackageDescription

// MARK: - Features
//
// A feature is one line: its name and the Shared targets it uses. The helper below turns it
// into the Interface, implementation, Demo and Tests targets and the library product.
// `Scripts/new-module NAME` adds lines here.

let features: [Feature] = [
    Feature(name: "Feed", shared: ["Domain"], testing: ["ServicesTesting"]),
    Feature(name: "Likes", shared: ["Domain"], testing: ["ServicesTesting"]),
    Feature(name: "Settings", shared: ["Domain"], testing: ["ServicesTesting"]),
    Feature(
        name: "Profile", shared: ["Domain"], uses: ["Feed"], testing: ["ServicesTesting"], demoUses: ["Feed"]),
]

// MARK: - Shared

let shared: [Target] = [
    .target(name: "TerminalUI", path: "Shared/TerminalUI"),
    .target(name: "ModuleKit", dependencies: ["TerminalUI"], path: "Shared/ModuleKit"),
    .target(
        name: "ModuleKitTesting", dependencies: ["ModuleKit", "TerminalUI"], path: "Shared/ModuleKitTesting"),
    .target(name: "Domain", path: "Shared/Domain"),
    .target(name: "Services", dependencies: ["Domain"], path: "Shared/Services"),
    .target(name: "ServicesTesting", dependencies: ["Domain"], path: "Shared/ServicesTesting"),
]

// MARK: - App

let app: [Target] = [
    .executableTarget(
        name: "mosaic",
        // The features the app composes; a new feature joins when its builder is registered.
        dependencies: ["ModuleKit", "TerminalUI", "Domain", "Services", "ServicesTesting"]
            + ["Feed", "Likes", "Profile", "Settings"].flatMap {
                [Target.Dependency(stringLiteral: $0), .init(stringLiteral: $0 + "Interface")]
            },
        path: "App/Sources")
]

// MARK: - Tests and tools

let tests: [Target] = [
    .testTarget(
        name: "DependencyGraphTests", dependencies: ["DependencyGraph", "depgraph"],
        path: "Tests/DependencyGraphTests"),
    .testTarget(name: "AppTests", dependencies: ["mosaic"], path: "Tests/AppTests"),
    .testTarget(
        name: "ServicesTests", dependencies: ["Services", "ServicesTesting", "Domain"],
        path: "Tests/ServicesTests"),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"], path: "Tests/TerminalUITests"),
    .testTarget(
        name: "ModuleKitTests", dependencies: ["ModuleKit", "ModuleKitTesting", "TerminalUI"],
        path: "Tests/ModuleKitTests"),
]

let tools: [Target] = [
    .target(name: "DependencyGraph", path: "Scripts/DependencyGraph"),
    .executableTarget(name: "depgraph", dependencies: ["DependencyGraph"], path: "Scripts/DepgraphCommand"),
    .target(name: "AllocationCounter", path: "Scripts/Benchmarks/AllocationCounter"),
    .executableTarget(
        name: "benchmarks",
        dependencies: ["ModuleKit", "TerminalUI", "AllocationCounter", "DependencyGraph"],
        path: "Scripts/Benchmarks/Sources"),
]

// MARK: - Package

let package = Package(
    name: "mosaic",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ModuleKit", targets: ["ModuleKit"]),
        .library(name: "ModuleKitTesting", targets: ["ModuleKitTesting"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "mosaic", targets: ["mosaic"]),
        .executable(name: "depgraph", targets: ["depgraph"]),
    ] + features.flatMap(\.products),
    targets: shared + features.flatMap(\.targets) + app + tests + tools,
    swiftLanguageModes: [.v6]
)

// MARK: - Feature helper

/// One feature of the workspace, declared in one line and expanded into its targets:
///
/// - `<Name>Interface` at `Modules/<Name>/Interface`: context, events, input, routes. Shared only.
/// - `<Name>` at `Modules/<Name>/Sources`: the implementation. Shared, its own Interface and
///   the Interfaces of features it embeds through injected builders.
/// - `<name>-demo` at `Modules/<Name>/Demo`: runs the feature alone on in-memory fakes.
/// - `<Name>Tests` at `Tests/<Name>Tests`: drives the feature through ModuleKitTesting.
struct Feature {
    var name: String
    /// Shared targets the implementation uses, besides ModuleKit and TerminalUI.
    var shared: [String] = []
    /// Other features whose *Interface* this feature uses.
    var uses: [String] = []
    /// Shared targets the demo and tests use (fakes, sample data).
    var testing: [String] = []
    /// Features whose implementation the demo and tests compose with this one, as the app does.
    var demoUses: [String] = []

    var interface: String { name + "Interface" }
    var demo: String { name.lowercased() + "-demo" }

    var targets: [Target] {
        func names(_ list: [String]) -> [Target.Dependency] {
            list.map { Target.Dependency(stringLiteral: $0) }
        }
        let usedInterfaces = uses.map { $0 + "Interface" }
        let composed = names(
            ["ModuleKit"] + shared + testing + demoUses + usedInterfaces + [name, interface])
        return [
            .target(
                name: interface, dependencies: names(["ModuleKit"] + shared),
                path: "Modules/\(name)/Interface"),
            .target(
                name: name,
                dependencies: names(["ModuleKit", "TerminalUI"] + shared + [interface] + usedInterfaces),
                path: "Modules/\(name)/Sources"),
            .executableTarget(name: demo, dependencies: composed, path: "Modules/\(name)/Demo"),
            .testTarget(
                name: name + "Tests", dependencies: composed + ["ModuleKitTesting"],
                path: "Tests/\(name)Tests"),
        ]
    }

    var products: [Product] {
        [
            .library(name: interface, targets: [interface]),
            .library(name: name, targets: [name]),
            .executable(name: demo, targets: [demo]),
        ]
    }
}
