// swift-tools-version: 6.2
import PackageDescription

// ModuleKit: the framework. It draws nothing — any platform host (the terminal here, a window
// elsewhere) can show its modules — and depends on nothing but the toolchain, the one rule for
// hidden characters and the one percent decoder (HiddenCharacters and PercentEncoding, released
// with it), which its links apply.
//
// The platforms are its real floor: the oldest systems whose runtime has everything it uses
// (MainActor.assumeIsolated: macOS 14, iOS 17). Newer runtime features are used behind
// `#available` only (Task.immediate); `isolated deinit` and String(validating:as:) are not used.
// CI type-checks it for each of these targets against the standard library's own interface
// (Scripts/check-platforms).
let package = Package(
    name: "ModuleKit",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        // The whole kit in one import: the core and the recording (what ModuleKit 1.0 was).
        .library(name: "ModuleKit", targets: ["ModuleKit"]),
        // What every feature links: modules, contexts, events, work, navigation, links, hosting.
        .library(name: "ModuleKitCore", targets: ["ModuleKitCore"]),
        // A session as a file: recording, reading, writing and replaying it; a trace as JSON lines.
        .library(name: "ModuleKitRecording", targets: ["ModuleKitRecording"]),
        .library(name: "ModuleKitTesting", targets: ["ModuleKitTesting"]),
        .executable(name: "fuzz-links", targets: ["fuzz-links"]),
        .executable(name: "fuzz-recordings", targets: ["fuzz-recordings"]),
        // swift package --allow-writing-to-package-directory add-feature NAME
        .plugin(name: "AddFeature", targets: ["AddFeature"]),
    ],
    dependencies: [
        .package(path: "../HiddenCharacters"),
        .package(path: "../PercentEncoding"),
        // Only its tests use it (their waits for child processes stay off the concurrency pool).
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "ModuleKitCore",
            dependencies: [
                .product(name: "HiddenCharacters", package: "HiddenCharacters"),
                .product(name: "PercentEncoding", package: "PercentEncoding"),
            ]),
        .target(
            name: "ModuleKitRecording",
            dependencies: ["ModuleKitCore", .product(name: "HiddenCharacters", package: "HiddenCharacters")]),
        // One file: both re-exported, so that a 1.0 program's `import ModuleKit` sees what it saw.
        .target(name: "ModuleKit", dependencies: ["ModuleKitCore", "ModuleKitRecording"]),
        .target(name: "ModuleKitTesting", dependencies: ["ModuleKitCore", "ModuleKitRecording"]),
        // Fuzz targets (Scripts/fuzz-parsers builds them with libFuzzer; plainly built, each
        // replays the inputs it is given): links, and recorded sessions.
        .executableTarget(
            name: "fuzz-links",
            dependencies: [
                "ModuleKitCore", .product(name: "HiddenCharacters", package: "HiddenCharacters"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Fuzz/Links"),
        .executableTarget(
            name: "fuzz-recordings",
            dependencies: ["ModuleKitRecording", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/Recordings"),
        // Adds a feature in the getting-started article's shape to the package it runs in.
        .plugin(
            name: "AddFeature",
            capability: .command(
                intent: .custom(
                    verb: "add-feature",
                    description: "adds a feature: its interface, its host-neutral target and passing tests"),
                permissions: [
                    .writeToPackageDirectory(reason: "it writes the feature's files and declares its targets")
                ])),
        // ModuleKit itself (the re-exporting module) too: MigrationTests type-check code written for
        // 1.x, which imports it, against the one built here.
        .testTarget(
            name: "ModuleKitTests",
            dependencies: [
                "ModuleKit", "ModuleKitCore", "ModuleKitRecording", "ModuleKitTesting",
                .product(name: "TestSupport", package: "TestSupport"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
