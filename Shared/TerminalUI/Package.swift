// swift-tools-version: 6.2
import PackageDescription

// TerminalUI draws screens as text; TerminalHost shows ModuleKit modules in a terminal (the one
// shell the app and every demo use); TerminalHostTesting lets tests read a module's screen.
let package = Package(
    name: "TerminalUI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "TerminalHost", targets: ["TerminalHost"]),
        .library(name: "TerminalHostTesting", targets: ["TerminalHostTesting"]),
        .executable(name: "fuzz-commands", targets: ["fuzz-commands"]),
        .executable(name: "fuzz-keys", targets: ["fuzz-keys"]),
        .executable(name: "fuzz-lines", targets: ["fuzz-lines"]),
    ],
    dependencies: [
        .package(path: "../ModuleKit"),
        .package(path: "../CommandLines"),
        .package(path: "../HiddenCharacters"),
        .package(path: "../Locks"),
        .package(path: "../Caches"),
        .package(path: "../Pixels"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(name: "TerminalUI", dependencies: [.commandLines, .hiddenCharacters, .locks, .pixels]),
        .target(
            name: "TerminalHost",
            dependencies: [
                "TerminalUI", .caches, .locks, .product(name: "ModuleKitCore", package: "ModuleKit"),
            ]),
        .target(
            name: "TerminalHostTesting",
            dependencies: [
                "TerminalHost", "TerminalUI", .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "ModuleKitTesting", package: "ModuleKit"),
            ]),
        // Fuzz targets (Scripts/fuzz-parsers builds them with libFuzzer; plainly built, each
        // replays the inputs it is given).
        .executableTarget(
            name: "fuzz-commands",
            dependencies: [
                "TerminalUI", .hiddenCharacters, .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Fuzz/Commands"),
        .executableTarget(
            name: "fuzz-keys",
            dependencies: ["TerminalUI", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/Keys"),
        .executableTarget(
            name: "fuzz-lines",
            dependencies: ["TerminalUI", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/Lines"),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", .hiddenCharacters, .pixels]),
        // MigrationTests type-check code written for 1.x (Tests/Migration) against the modules
        // built here.
        .testTarget(
            name: "TerminalHostTests",
            dependencies: [
                "TerminalHost", "TerminalHostTesting", "TerminalUI",
                .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "ModuleKitTesting", package: "ModuleKit"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

extension Target.Dependency {
    static let hiddenCharacters = product(name: "HiddenCharacters", package: "HiddenCharacters")
    static let pixels = product(name: "Pixels", package: "Pixels")
    static let commandLines = product(name: "CommandLines", package: "CommandLines")
    static let locks = product(name: "Locks", package: "Locks")
    static let caches = product(name: "Caches", package: "Caches")
}
