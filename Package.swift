// swift-tools-version: 6.2
import PackageDescription

// The workspace root: the app `mosaic`, its end-to-end tests, and every package's tests in
// one build. Each package under Shared/, Modules/ and Scripts/ builds and tests alone too:
// `swift test --package-path Modules/Feed`.

// MARK: - Features
//
// A feature is one line: its package under Modules/ holds <Name>Interface, <Name>,
// <name>-demo and <Name>Tests. `Scripts/new-module NAME` adds lines here.

let features = ["Feed", "Likes", "Profile", "Settings"]

// MARK: - Shared packages and their tests

let shared: [(package: String, path: String, tests: [String])] = [
    ("ModuleKit", "Shared/ModuleKit", ["ModuleKitTests"]),
    ("TerminalUI", "Shared/TerminalUI", ["TerminalUITests", "TerminalHostTests"]),
    ("Domain", "Shared/Domain", ["ServicesTests"]),
]

// MARK: - Package

let package = Package(
    name: "mosaic",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mosaic", targets: ["mosaic"])
    ],
    dependencies: shared.map { .package(path: $0.path) }
        + features.map { .package(path: "Modules/\($0)") }
        + [.package(path: "Scripts")],
    targets: [
        .executableTarget(
            name: "mosaic",
            dependencies: [
                .moduleKit, .terminalUI, .terminalHost, .domain, .services, .servicesTesting,
            ] + features.flatMap { [.product(name: $0, package: $0), .product(name: $0 + "Interface", package: $0)] },
            path: "App/Sources"),
        .testTarget(name: "AppTests", dependencies: ["mosaic"], path: "Tests/AppTests"),
    ]
        // Every package's tests, run from here in the same build as the app.
        + shared.flatMap { shared in
            shared.tests.map { .testTarget(name: $0, dependencies: testKit, path: "\(shared.path)/Tests/\($0)") }
        }
        + features.map { feature in
            .testTarget(
                name: feature + "Tests",
                dependencies: testKit
                    + features.flatMap { [.product(name: $0, package: $0), .product(name: $0 + "Interface", package: $0)] },
                path: "Modules/\(feature)/Tests")
        }
        + [
            .testTarget(
                name: "DependencyGraphTests",
                dependencies: [
                    .product(name: "DependencyGraph", package: "Scripts"), .product(name: "depgraph", package: "Scripts"),
                ],
                path: "Scripts/Tests/DependencyGraphTests")
        ],
    swiftLanguageModes: [.v6]
)

/// What a package's tests may use when they run from the root: the shared libraries and their
/// test kits. Each package's own manifest declares exactly what its tests use.
var testKit: [Target.Dependency] {
    [
        .moduleKit, .moduleKitTesting, .terminalUI, .terminalHost, .terminalHostTesting, .domain, .services,
        .servicesTesting,
    ]
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
