// swift-tools-version: 6.2
import PackageDescription

// Domain: entities, identifiers, service protocols and the store of likes. Services: the live
// services (files in a data directory, the embedded sample content, in-memory mode).
// ServicesTesting: services that fail on demand and photos held back, for tests of error paths and
// of time. Photos: the photo library (photos read and decoded by the family's PNG), a photo's
// scaling and the cache of decoded photos (the family's Caches, under its Locks). SamplePhotos: the
// sample photos' bytes, embedded (C's #embed: data, no code).
let package = Package(
    name: "Domain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Services", targets: ["Services"]),
        .library(name: "ServicesTesting", targets: ["ServicesTesting"]),
        .library(name: "Photos", targets: ["Photos"]),
        .executable(name: "fuzz-data-files", targets: ["fuzz-data-files"]),
        .executable(name: "fuzz-journals", targets: ["fuzz-journals"]),
    ],
    dependencies: [
        .package(path: "../HiddenCharacters"),
        .package(path: "../Locks"),
        .package(path: "../Caches"),
        .package(path: "../Pixels"),
        .package(path: "../PNG"),
        // For ModuleFailureConvertible alone: a service's "not found" is a host's 404.
        .package(path: "../ModuleKit"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "Domain",
            dependencies: [
                .product(name: "HiddenCharacters", package: "HiddenCharacters"),
                .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "Pixels", package: "Pixels"),
            ]),
        .target(
            name: "Services",
            dependencies: [
                "Domain", "Photos", "SamplePhotos", .png,
                .product(name: "HiddenCharacters", package: "HiddenCharacters"),
                .product(name: "Locks", package: "Locks"),
            ]),
        .target(name: "SamplePhotos", exclude: ["Photos", "PHOTOS.md"]),
        .target(
            name: "Photos",
            dependencies: [
                "Domain", .png, .product(name: "Caches", package: "Caches"),
                .product(name: "Locks", package: "Locks"),
            ]),
        .target(
            name: "ServicesTesting",
            dependencies: ["Domain", "Services", .product(name: "Locks", package: "Locks")]),
        // Fuzz targets: the data files, and the likes' journal (Scripts/fuzz-parsers builds them
        // with libFuzzer; plainly built, each replays the inputs it is given).
        .executableTarget(
            name: "fuzz-data-files",
            dependencies: ["Domain", "Services", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/DataFiles"),
        .executableTarget(
            name: "fuzz-journals",
            dependencies: ["Domain", "Services", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/Journals"),
        .testTarget(
            name: "ServicesTests",
            dependencies: [
                "Services", "ServicesTesting", "Domain",
                .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]),
        .testTarget(
            name: "PhotosTests",
            dependencies: ["Domain", "Photos", "Services", .png, .product(name: "Locks", package: "Locks")]),
    ],
    swiftLanguageModes: [.v6]
)

extension Target.Dependency {
    static let png = product(name: "PNG", package: "PNG")
}
