import Foundation
import PackagePlugin

/// The boundary check as part of a build: a target that names this plugin
/// (`plugins: [.plugin(name: "DepgraphCheck", package: "Depgraph")]`) is built only when
/// `depgraph check` passes on its whole package — cycles, undeclared imports, and the layer rules
/// of its `depgraph.rules` — so `swift build` and `swift test` fail on a broken boundary with
/// one line per finding, naming the file and the import. The check runs again when a source,
/// the manifest or the rules change, and costs nothing when none did.
@main
struct DepgraphCheck: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let work = context.pluginWorkDirectoryURL
        // The graph as SwiftPM planned it, rewritten only when it changed: an input of the check.
        let workspace = work.appendingPathComponent("workspace.json")
        let described = try JSONSerialization.data(
            withJSONObject: ["packages": WorkspaceDescription.describe(context.package)],
            options: [.sortedKeys])
        if (try? Data(contentsOf: workspace)) != described { try described.write(to: workspace) }
        // What the check reads: every source of the package (and of the local packages below
        // it), the graph and the rules.
        var inputs = [workspace]
        for name in ["depgraph.rules", "Scripts/depgraph.rules"] {
            let rules = root.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: rules.path) { inputs.append(rules) }
        }
        for package in WorkspaceDescription.packages(below: context.package) {
            for target in package.targets.compactMap({ $0 as? SourceModuleTarget }) {
                inputs += target.sourceFiles.map(\.url)
            }
        }
        // A Swift file the target compiles, written by a check that passed: what makes the build
        // run the check before it compiles the target.
        let stamp = work.appendingPathComponent("DepgraphChecked.swift")
        return [
            .buildCommand(
                displayName: "Checking the boundaries of \(context.package.displayName) (depgraph)",
                executable: try context.tool(named: "depgraph").url,
                arguments: [
                    "check", "--package-path", root.path, "--workspace-json", workspace.path, "--stamp",
                    stamp.path,
                ],
                inputFiles: inputs, outputFiles: [stamp])
        ]
    }
}
