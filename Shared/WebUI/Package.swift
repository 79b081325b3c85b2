// swift-tools-version: 6.2
import PackageDescription

// The web host's layers, as TerminalUI's are the terminal's: HTTPServer answers HTTP/1.1 on the
// platform's sockets, bounded in what it reads and how long it waits (no package dependencies).
let package = Package(
    name: "WebUI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "HTTPServer", targets: ["HTTPServer"])
    ],
    targets: [
        .target(name: "HTTPServer"),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
    ],
    swiftLanguageModes: [.v6]
)
