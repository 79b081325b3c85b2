// swift-tools-version: 6.2
import PackageDescription

// HiddenCharacters: the one rule for text that comes from people and data — which characters
// act or hide rather than show. Links (ModuleKit), names and signatures (Domain) refuse them, a
// terminal (TerminalUI) shows them escaped; each depends on this rule, not on each other. It
// depends on nothing but the standard library, on ModuleKit's platforms.
let package = Package(
    name: "HiddenCharacters",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "HiddenCharacters", targets: ["HiddenCharacters"])
    ],
    targets: [
        .target(name: "HiddenCharacters"),
        .testTarget(name: "HiddenCharactersTests", dependencies: ["HiddenCharacters"]),
    ],
    swiftLanguageModes: [.v6]
)
