import Foundation
import PackagePlugin

/// `swift package depgraph …`: the same tool as `Scripts/depgraph`, reading the package graph
/// SwiftPM gives the plugin (so it also works where no shell runs `swift package describe`,
/// as in Xcode). Every argument is the tool's, `affected` included.
///
/// Two plugins share this file: `depgraph` asks for no permission and refuses to write inside
/// the package; `depgraph-write` (`swift package --allow-writing-to-package-directory
/// depgraph-write …`) is the same tool allowed to, for `--output` and `--write-baseline`. Each
/// says which it is in its own `PluginAccess.swift`.
@main
struct DepgraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // A subcommand stays first; the package's options follow it.
        let subcommands: Set<String> = ["graph", "check", "impact", "affected", "api"]
        let command = arguments.first.map { subcommands.contains($0) ? [$0] : [] } ?? []
        let options = Array(arguments.dropFirst(command.count))
        let package = context.package.directoryURL.standardizedFileURL.path
        if !PluginAccess.writesIntoPackage,
            let file = Self.filesWritten(by: options).first(where: { Self.path($0, isInside: package) })
        {
            Diagnostics.error(
                "depgraph would write \(file) inside the package: use `swift package "
                    + "--allow-writing-to-package-directory depgraph-write …`, or leave out the file to "
                    + "print to standard output")
            return
        }
        let workspace = context.pluginWorkDirectoryURL.appendingPathComponent("workspace.json")
        try JSONSerialization.data(
            withJSONObject: ["packages": WorkspaceDescription.describe(context.package)],
            options: [.sortedKeys]
        )
        .write(to: workspace)
        // With --api, SwiftPM writes the symbol graphs (the tool cannot build while the plugin's
        // `swift package` holds the package's build folder).
        var symbolGraphs: [String] = []
        if options.contains("--api") || command == ["api"] {
            let folder = context.pluginWorkDirectoryURL.appendingPathComponent("symbol-graphs")
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for target in Self.libraries(context.package) {
                let result = try packageManager.getSymbolGraph(
                    for: target, options: .init(minimumAccessLevel: .public, includeSynthesized: false))
                for file in try FileManager.default.contentsOfDirectory(atPath: result.directoryURL.path)
                where file.hasSuffix(".symbols.json") {
                    let destination = folder.appendingPathComponent(file)
                    try? FileManager.default.removeItem(at: destination)
                    try FileManager.default.copyItem(
                        at: result.directoryURL.appendingPathComponent(file), to: destination)
                }
            }
            symbolGraphs = ["--symbol-graphs", folder.path]
        }
        // The tool's standard error goes to a file (no pipe to fill while its report is
        // printed), then out as the plugin's own diagnostics, in order: its error is the first
        // line a person reads, and nothing is added about exit statuses.
        let errors = context.pluginWorkDirectoryURL.appendingPathComponent("depgraph.err")
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = try context.tool(named: "depgraph").url
        process.arguments =
            command + ["--package-path", package, "--workspace-json", workspace.path] + symbolGraphs + options
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        let lines = (try? String(contentsOf: errors, encoding: .utf8))?.split(separator: "\n") ?? []
        for line in lines { Self.relay(String(line)) }
        if process.terminationStatus != 0 && !lines.contains(where: { $0.hasPrefix("error: ") }) {
            // Findings on standard output, no error line: SwiftPM must still see the failure.
            Diagnostics.error("depgraph found errors (above)")
        }
    }

    /// One line of the tool's standard error, as a diagnostic of the same severity.
    static func relay(_ line: String) {
        if line.hasPrefix("error: ") {
            Diagnostics.error(String(line.dropFirst("error: ".count)))
        } else if line.hasPrefix("warning: ") {
            Diagnostics.warning(String(line.dropFirst("warning: ".count)))
        } else {
            Diagnostics.remark(line.hasPrefix("note: ") ? String(line.dropFirst("note: ".count)) : line)
        }
    }

    /// The library targets of `root` and of every local package below it.
    static func libraries(_ root: Package) -> [Target] {
        WorkspaceDescription.packages(below: root).flatMap { package in
            package.targets.filter { ($0 as? SourceModuleTarget)?.kind == .generic }
        }
    }

    /// The files `options` ask the tool to write (`--output FILE`, `--write-baseline FILE`, also
    /// joined as `--output=FILE`).
    static func filesWritten(by options: [String]) -> [String] {
        let writing = ["--output", "--write-baseline"]
        var files: [String] = []
        for (index, option) in options.enumerated() {
            if writing.contains(option), index + 1 < options.count {
                files.append(options[index + 1])
            } else if let equals = option.firstIndex(of: "="), writing.contains(String(option[..<equals])) {
                files.append(String(option[option.index(after: equals)...]))
            }
        }
        return files
    }

    /// Whether `file` (relative to the current folder, or absolute) lies inside `folder`.
    static func path(_ file: String, isInside folder: String) -> Bool {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        return path == folder || path.hasPrefix(folder + "/")
    }
}
