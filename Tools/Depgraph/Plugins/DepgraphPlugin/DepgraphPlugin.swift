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
        let tool = try context.tool(named: "depgraph").url
        let base = command + ["--package-path", package, "--workspace-json", workspace.path]
        // With --api, SwiftPM runs the builds the tool says reading the API needs — in the package's
        // own build folder, which this `swift package` holds, so the tool cannot — and the tool
        // then reads the modules they left, building nothing.
        var skipBuild: [String] = []
        if options.contains("--api") || command == ["api"] {
            let plan = context.pluginWorkDirectoryURL.appendingPathComponent("builds.txt")
            guard try Self.run(tool, base + options + ["--print-builds"], output: plan, in: context) else {
                return
            }
            for line in try String(contentsOf: plan, encoding: .utf8).split(separator: "\n") {
                // `swift build --package-path DIR`, or the same with `--target NAME`.
                let words = line.split(separator: " ").map(String.init)
                let subset: PackageManager.BuildSubset =
                    words.dropLast().last == "--target"
                    ? .target(words[words.count - 1]) : .all(includingTests: false)
                let build = try packageManager.build(subset, parameters: .init())
                guard build.succeeded else {
                    Diagnostics.error("\(line) failed:\n\(build.logText)")
                    return
                }
            }
            skipBuild = ["--skip-build"]
        }
        _ = try Self.run(tool, base + skipBuild + options, in: context)
    }

    /// Runs depgraph (`tool`) with `arguments`, its standard output to `output` (else to the
    /// plugin's), and returns whether it succeeded. Its standard error goes to a file (no pipe to
    /// fill while its report is printed), then out as the plugin's own diagnostics, in order: its
    /// error is the first line a person reads, and nothing is added about exit statuses.
    static func run(_ tool: URL, _ arguments: [String], output: URL? = nil, in context: PluginContext) throws
        -> Bool
    {
        let errors = context.pluginWorkDirectoryURL.appendingPathComponent("depgraph.err")
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardError = try FileHandle(forWritingTo: errors)
        if let output {
            try Data().write(to: output)
            process.standardOutput = try FileHandle(forWritingTo: output)
        }
        try process.run()
        process.waitUntilExit()
        let lines = (try? String(contentsOf: errors, encoding: .utf8))?.split(separator: "\n") ?? []
        for line in lines { relay(String(line)) }
        if process.terminationStatus != 0 && !lines.contains(where: { $0.hasPrefix("error: ") }) {
            // Findings on standard output, no error line: SwiftPM must still see the failure.
            Diagnostics.error("depgraph found errors (above)")
        }
        return process.terminationStatus == 0
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
