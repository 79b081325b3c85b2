// swift-tools-version: 6.1
import PackageDescription

// A stranger's package that adds depgraph by URL and version and checks itself with it:
// `swift package depgraph check`, or `swift run depgraph check` in CI. Scripts/check-release
// builds it against the release it makes (the URL redirected to a local repository), clean and
// with an import its app does not declare.
let package = Package(
    name: "DepgraphUser",
    // snippet: depgraph-dependency
    dependencies: [
        .package(url: "https://github.com/mosaic-swift/Depgraph.git", from: "0.4.0")
    ],
    // end
    targets: [
        .target(name: "Core"),
        .target(name: "Feature", dependencies: ["Core"]),
        .executableTarget(name: "app", dependencies: ["Feature"]),
    ]
)
