// swift-tools-version: 6.1
import PackageDescription

// A stranger's package that adds depgraph and checks itself with it: in every build of its app
// (the DepgraphCheck plugin), with `swift package depgraph check`, or `swift run depgraph check`
// in CI. Here it names depgraph by path (this workspace
// uses no remote package); Scripts/check-release-depgraph builds these sources with the manifest
// depgraph's README prints instead — by URL and version, against the release it makes — clean
// and with an import the app does not declare.
let package = Package(
    name: "DepgraphUser",
    dependencies: [.package(path: "../../Tools/Depgraph")],
    targets: [
        .target(name: "Core"),
        .target(name: "Feature", dependencies: ["Core"]),
        // Its build checks the package first: a broken boundary fails `swift build`.
        .executableTarget(
            name: "app", dependencies: ["Feature"],
            plugins: [.plugin(name: "DepgraphCheck", package: "Depgraph")]),
    ]
)
