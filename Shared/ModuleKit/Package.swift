// swift-tools-version: 6.2
import PackageDescription

// ModuleKit: the framework. It depends on nothing but the toolchain and draws nothing: any
// platform host (the terminal here, a window elsewhere) can show its modules.
let package = Package(
    name: "ModuleKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ModuleKit", targets: ["ModuleKit"]),
        .library(name: "ModuleKitTesting", targets: ["ModuleKitTesting"]),
    ],
    targets: [
        .target(name: "ModuleKit"),
        .target(name: "ModuleKitTesting", dependencies: ["ModuleKit"]),
        .testTarget(name: "ModuleKitTests", dependencies: ["ModuleKit", "ModuleKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
