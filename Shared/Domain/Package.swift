// swift-tools-version: 6.2
import PackageDescription

// Domain: entities, identifiers, service protocols and the store of likes. Services: the live
// services (files in a data directory, the embedded sample content, in-memory mode).
// ServicesTesting: services that fail on demand, for tests of error paths.
let package = Package(
    name: "Domain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Services", targets: ["Services"]),
        .library(name: "ServicesTesting", targets: ["ServicesTesting"]),
        .executable(name: "fuzz-data-files", targets: ["fuzz-data-files"]),
    ],
    dependencies: [
        .package(path: "../HiddenCharacters"),
        // For ModuleFailureConvertible alone: a service's "not found" is a host's 404.
        .package(path: "../ModuleKit"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "Domain",
            dependencies: [
                .product(name: "HiddenCharacters", package: "HiddenCharacters"),
                .product(name: "ModuleKit", package: "ModuleKit"),
            ]),
        .target(
            name: "Services",
            dependencies: ["Domain", .product(name: "HiddenCharacters", package: "HiddenCharacters")]),
        .target(name: "ServicesTesting", dependencies: ["Domain", "Services"]),
        // A fuzz target (Scripts/fuzz-parsers builds it with libFuzzer; plainly built, it replays
        // the inputs it is given).
        .executableTarget(
            name: "fuzz-data-files",
            dependencies: ["Domain", "Services", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/DataFiles"),
        .testTarget(name: "ServicesTests", dependencies: ["Services", "ServicesTesting", "Domain"]),
    ],
    swiftLanguageModes: [.v6]
)
