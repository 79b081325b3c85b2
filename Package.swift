// swift-tools-version: 6.2
import PackageDescription

// The workspace root: the app's end-to-end tests and every package's tests in one build, and
// `swift run mosaic` (the app is the package App, which names only the features it composes).
// Each package under App/, Shared/, Modules/ and Scripts/ also builds and tests alone (`swift
// test --package-path Modules/Feed`) and sees only what its own manifest declares.

// MARK: - Features
//
// One line per feature: its package under Modules/ holds <Name>Interface, <Name>, <name>-demo
// (run from the feature's folder: it is no product) and <Name>Tests. `Scripts/new-module NAME`
// adds the line.

let features = [
    "Feed",
    "Likes",
    "Profile",
    "Settings",
]

// MARK: - Shared packages, and the test targets each one has

let shared: [(package: String, path: String, tests: [String])] = [
    ("HiddenCharacters", "Shared/HiddenCharacters", ["HiddenCharactersTests"]),
    ("CommandLines", "Shared/CommandLines", ["CommandLinesTests"]),
    ("Locks", "Shared/Locks", ["LocksTests"]),
    ("Caches", "Shared/Caches", ["CachesTests"]),
    ("PNG", "Shared/PNG", ["PNGTests"]),
    ("PercentEncoding", "Shared/PercentEncoding", ["PercentEncodingTests"]),
    ("Pixels", "Shared/Pixels", ["PixelsTests"]),
    ("ModuleKit", "Shared/ModuleKit", ["ModuleKitTests"]),
    ("TerminalUI", "Shared/TerminalUI", ["TerminalUITests", "TerminalHostTests"]),
    ("WebUI", "Shared/WebUI", ["HTTPServerTests", "WebUITests", "WebHostTests"]),
    ("Domain", "Shared/Domain", ["ServicesTests", "PhotosTests"]),
    ("TestSupport", "Shared/TestSupport", ["TestSupportTests"]),
]

// MARK: - What the app and the tests use

/// The implementation and Interface of each feature in `names`.
func products(of names: [String]) -> [Target.Dependency] {
    names.flatMap {
        [
            .product(name: $0, package: $0), .product(name: $0 + "Terminal", package: $0),
            .product(name: $0 + "Web", package: $0), .product(name: $0 + "Interface", package: $0),
        ]
    }
}

/// Features whose implementation another feature's tests compose (as its manifest's `uses`
/// says). A use missing here fails the root build at once, with "no such module".
let usedInTests: [String: [String]] = ["Profile": ["Feed"]]

/// What a package's tests may use when they run from here: the shared libraries and their test
/// kits, plus — for a feature — its own products and those of the features it uses. Never every
/// feature: with N features that would be N × N edges to plan (a null build of 104 features
/// took 40 s that way). Each package's own manifest declares exactly what its tests use, and
/// that is what Scripts/depgraph checks.
func testKit(for feature: String? = nil) -> [Target.Dependency] {
    let shared: [Target.Dependency] = [
        .hiddenCharacters, .percentEncoding, .commandLines, .locks, .caches, .pixels, .moduleKitCore,
        .moduleKitRecording,
        .moduleKitTesting,
        .terminalUI, .terminalHost, .terminalHostTesting, .httpServer, .webUI, .webHost, .webHostTesting,
        .domain, .services, .servicesTesting, .photos, .png, .testSupport,
    ]
    guard let feature else { return shared }
    return shared + products(of: [feature] + usedInTests[feature, default: []])
}

// MARK: - Which tests to build

/// `MOSAIC_TESTS=AppTests,LikesTests swift test`: the root declares only these test targets, so
/// a CI shard builds what it runs and what that needs, not every package's tests
/// (`Scripts/depgraph affected --shards N --tests-env MOSAIC_TESTS` writes the commands).
/// Unset, every test target is declared: one build for everything.
let selectedTests = Context.environment["MOSAIC_TESTS"].map { Set($0.split(separator: ",").map(String.init)) }

/// `targets` without the test targets `MOSAIC_TESTS` leaves out.
func selecting(_ targets: [Target]) -> [Target] {
    guard let selectedTests else { return targets }
    return targets.filter { $0.type != .test || selectedTests.contains($0.name) }
}

// MARK: - Package

let package = Package(
    name: "mosaic",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "App")] + shared.map { .package(path: $0.path) }
        + features.map { .package(path: "Modules/\($0)") }
        + [.package(path: "Tools/Depgraph")]
        // Not built from here (nothing here uses it): named so that the workspace's graph, and
        // Scripts/depgraph check, read the benchmarks' and the session fuzzer's imports too.
        + [.package(path: "Scripts")],
    targets: selecting(
        [
            // The app end to end: through its binary (flags, files, the terminal, HTTP), and in the
            // test's process through ModuleKitTesting's AppHarness (the composition root, as is).
            .testTarget(
                name: "AppTests",
                dependencies: [
                    // The app's module, and its binary, which the tests run.
                    .product(name: "App", package: "App"), .product(name: "mosaic", package: "App"), .domain,
                    .moduleKitCore, .moduleKitRecording, .moduleKitTesting, .services, .terminalUI,
                    .terminalHost, .httpServer, .webHost, .locks, .hiddenCharacters, .testSupport,
                ],
                path: "Tests/AppTests",
                // Recorded sessions the tests read from their folder (RecordedSessionTests).
                exclude: ["Recordings"]),
            // The README's and the DocC articles' code, compiled, run and compared with what they show.
            .testTarget(
                name: "DocsTests",
                dependencies: [
                    .moduleKitCore, .moduleKitTesting, .terminalUI, .terminalHost, .terminalHostTesting,
                    .webHostTesting, .testSupport,
                ],
                path: "Tests/DocsTests"),
            .testTarget(
                name: "DependencyGraphTests",
                dependencies: [
                    .product(name: "DependencyGraph", package: "Depgraph"),
                    .product(name: "depgraph", package: "Depgraph"), .testSupport,
                ],
                path: "Tools/Depgraph/Tests/DependencyGraphTests"),
        ]
            + shared.flatMap { package in
                package.tests.map {
                    // ModuleKit's tests also build the module that re-exports its core and recording.
                    .testTarget(
                        name: $0,
                        dependencies: testKit() + (package.package == "ModuleKit" ? [.moduleKit] : []),
                        path: "\(package.path)/Tests/\($0)")
                }
            }
            + features.map {
                .testTarget(name: $0 + "Tests", dependencies: testKit(for: $0), path: "Modules/\($0)/Tests")
            }),
    swiftLanguageModes: [.v6]
)

extension Target.Dependency {
    static let hiddenCharacters = product(name: "HiddenCharacters", package: "HiddenCharacters")
    static let locks = product(name: "Locks", package: "Locks")
    static let caches = product(name: "Caches", package: "Caches")
    static let png = product(name: "PNG", package: "PNG")
    static let percentEncoding = product(name: "PercentEncoding", package: "PercentEncoding")
    static let pixels = product(name: "Pixels", package: "Pixels")
    static let commandLines = product(name: "CommandLines", package: "CommandLines")
    /// The module that re-exports ModuleKitCore and ModuleKitRecording, as 1.0 programs import it:
    /// ModuleKit's MigrationTests type-check such code against the one built here.
    static let moduleKit = product(name: "ModuleKit", package: "ModuleKit")
    static let moduleKitCore = product(name: "ModuleKitCore", package: "ModuleKit")
    static let moduleKitRecording = product(name: "ModuleKitRecording", package: "ModuleKit")
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
    static let photos = product(name: "Photos", package: "Domain")
    static let testSupport = product(name: "TestSupport", package: "TestSupport")
}
