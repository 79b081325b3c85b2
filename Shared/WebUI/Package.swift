// swift-tools-version: 6.2
import PackageDescription

// The web host's layers, as TerminalUI's are the terminal's: HTTPServer answers HTTP/1.1 on the
// platform's sockets, bounded in what it reads and how long it waits; WebUI writes pages whose
// every value is escaped; WebHost shows ModuleKit modules in browsers, a page per link;
// WebHostTesting lets tests read a module's page.
let package = Package(
    name: "WebUI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "WebUI", targets: ["WebUI"]),
        .library(name: "WebHost", targets: ["WebHost"]),
        .library(name: "WebHostTesting", targets: ["WebHostTesting"]),
        .executable(name: "fuzz-request-head", targets: ["fuzz-request-head"]),
        .executable(name: "fuzz-form-fields", targets: ["fuzz-form-fields"]),
        .executable(name: "fuzz-web-requests", targets: ["fuzz-web-requests"]),
    ],
    dependencies: [
        .package(path: "../ModuleKit"), .package(path: "../HiddenCharacters"), .package(path: "../Locks"),
        .package(path: "../PercentEncoding"), .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "HTTPServer",
            dependencies: [
                .product(name: "Locks", package: "Locks"),
                .product(name: "PercentEncoding", package: "PercentEncoding"),
            ]),
        .target(name: "WebUI"),
        .target(
            name: "WebHost",
            dependencies: [
                "HTTPServer", "WebUI", .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "HiddenCharacters", package: "HiddenCharacters"),
            ]),
        // What a feature's web view tests read: a module's page, as markup.
        .target(
            name: "WebHostTesting",
            dependencies: [
                "WebHost", "WebUI", .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "ModuleKitTesting", package: "ModuleKit"),
            ]),
        // Fuzz targets (Scripts/fuzz-parsers builds them with libFuzzer; plainly built, each
        // replays the inputs it is given).
        .executableTarget(
            name: "fuzz-request-head",
            dependencies: ["HTTPServer", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/RequestHead"),
        .executableTarget(
            name: "fuzz-form-fields",
            dependencies: ["HTTPServer", .product(name: "TestSupport", package: "TestSupport")],
            path: "Fuzz/FormFields"),
        .executableTarget(
            name: "fuzz-web-requests",
            dependencies: [
                "WebHost", "HTTPServer", "WebUI", .product(name: "ModuleKitCore", package: "ModuleKit"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Fuzz/WebRequests"),
        .testTarget(
            name: "HTTPServerTests",
            dependencies: [
                "HTTPServer", .product(name: "Locks", package: "Locks"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]),
        .testTarget(name: "WebUITests", dependencies: ["WebUI"]),
        .testTarget(
            name: "WebHostTests",
            dependencies: [
                "WebHost", "HTTPServer", "WebUI", .product(name: "ModuleKitCore", package: "ModuleKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
