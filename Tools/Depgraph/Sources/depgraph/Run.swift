import DependencyGraph
import Foundation

/// Runs a parsed ``Request``'s subcommand: reads the rules and the packages, then does what the
/// subcommand says, and returns the exit status.
struct Run {
    /// Why a run could not go on (a file or package that cannot be read, a value of an option
    /// that names nothing there): exit status 2.
    struct Failure: Error {
        let message: String
        /// Whether the command line was wrong (its subcommand's help says how).
        var isUsage = false
    }

    /// Where the package, its rules and the report are.
    let common: CommonOptions

    /// The rules and the package's graph, analysed (`strict`: unused dependencies are errors).
    private func analysis(strict: Bool = false) throws(Failure) -> (Analysis, LayerRules) {
        let rules = try readRules()
        return (Analysis(try readGraph(), rules: rules, strict: strict), rules)
    }

    // MARK: Reading

    private func readRules() throws(Failure) -> LayerRules {
        // A package's rules at its root, or where the mosaic workspace keeps them.
        let defaults = ["/depgraph.rules", "/Scripts/depgraph.rules"].map { common.packagePath + $0 }
        let path = common.rulesPath ?? defaults.first { FileManager.default.fileExists(atPath: $0) }
        guard let path else { return .none }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw Failure(message: "cannot read rules \(path)")
        }
        do {
            return try LayerRules(parsing: text)
        } catch {
            throw Failure(message: "\(path): \(error)")
        }
    }

    private func readGraph() throws(Failure) -> PackageGraph {
        do {
            if let path = common.workspacePath {
                return try PackageReader.read(workspaceJSON: try contents(of: path))
            }
            if let path = common.describePath {
                return try PackageReader.read(
                    describeJSON: try contents(of: path), packagePath: common.packagePath)
            }
            return try PackageReader.read(packagePath: common.packagePath)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: "\(error)")
        }
    }

    private func contents(of path: String) throws(Failure) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(message: "cannot read \(path)")
        }
        return data
    }

    /// Writes `text` to `--output`, or to standard output.
    private func emit(_ text: String, to path: String? = nil) throws(Failure) {
        guard let path = path ?? common.outputPath else { return print(text, terminator: "") }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Failure(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }

    // MARK: Subcommands

    /// `depgraph graph`.
    func graph(_ invocation: GraphInvocation) throws(Failure) -> Int32 {
        let (analysis, rules) = try analysis()
        if let focus = invocation.focus { try requireTarget(focus, in: analysis.graph) }
        if let excluded = invocation.excludedLayers {
            let known = rules.layers.map(\.name) + ["unassigned"]
            if let unknown = excluded.first(where: { !known.contains($0) }) {
                throw Failure(
                    message:
                        "--exclude-layers: no layer named '\(unknown)' (known: \(known.joined(separator: ", ")))",
                    isUsage: true)
            }
        }
        // Graphs show the product (tests and tools hidden) unless asked; tables show everything.
        let graphFormats: Set<ReportFormat> = [.dot, .mermaid]
        let hidden =
            invocation.excludedLayers.map(Set.init)
            ?? (graphFormats.contains(invocation.format) ? ["test", "tool"] : [])
        try emit(
            analysis.report(
                invocation.format,
                options: DependencyGraph.GraphOptions(
                    excluding: hidden, allEdges: invocation.allEdges, focus: invocation.focus)))
        return 0
    }

    /// `depgraph check`.
    func check(_ invocation: CheckInvocation) throws(Failure) -> Int32 {
        let (analysis, _) = try analysis(strict: invocation.strict)
        var findings = analysis.findings
        if invocation.checksAPI {
            if invocation.api.printsBuilds { return try printBuilds(analysis.graph, invocation.api) }
            let symbols = try publicSymbols(analysis.graph, invocation.api).symbols
            findings += PublicAPI.findings(
                symbols.topLevel, undocumented: symbols.undocumented, analysis: analysis)
        }
        // SwiftPM shows a plugin neither plugin targets nor the targets of a dependency package
        // that no product of it reaches (a feature's demo): say so where the counts differ.
        let report = CheckReport(
            findings: findings, targets: analysis.graph.targets.count,
            note: common.workspacePath == nil
                ? nil
                : "plugin targets, and a dependency's targets no product of it reaches, not counted: "
                    + "SwiftPM does not show them to plugins")
        // A build's check (with a stamp) says nothing when it found nothing: the stamp says it.
        if invocation.stampPath == nil || !findings.isEmpty {
            try emit(invocation.format == .json ? report.json : report.text)
        }
        guard report.errors == 0 else { return 1 }
        if let stamp = invocation.stampPath {
            try emit("// The package's boundaries held when depgraph last checked them.\n", to: stamp)
        }
        return 0
    }

    /// `depgraph impact TARGET`.
    func impact(_ invocation: ImpactInvocation) throws(Failure) -> Int32 {
        let (analysis, _) = try analysis()
        let target = invocation.target ?? ""
        try requireTarget(target, in: analysis.graph)
        let impact = analysis.impact(of: target)
        try emit(
            "rebuild: \(impact.rebuild.joined(separator: " "))\ntests: \(impact.tests.joined(separator: " "))\n"
        )
        return 0
    }

    /// `depgraph affected --since REF`.
    func affected(_ invocation: AffectedInvocation) throws(Failure) -> Int32 {
        let (analysis, _) = try analysis()
        let changed = try changedFiles(since: invocation.since ?? "HEAD")
        let affected = AffectedTargets(paths: changed, analysis: analysis)
        let graph = analysis.graph
        var count = invocation.shards ?? 1
        if let cap = invocation.engine?.jobCap, count > cap {
            printError(
                "note: \(invocation.engine!.rawValue) runs at most \(cap) jobs from one plan: \(cap) shards, not \(count)"
            )
            count = cap
        }
        let timings = try invocation.timingsPath.map(readTimings)
        let shards = AffectedTargets.shards(affected.tests, count: count) { name in
            timings?.weight(of: name) ?? Double(testCount(of: name, in: graph))
        }
        let report = AffectedReport(
            affected, shards: invocation.shards == nil ? nil : shards, graph: graph,
            testsVariable: invocation.testsVariable)
        if let engine = invocation.engine {
            try emit(report.plan(for: engine))
        } else {
            try emit(invocation.json ? report.json : report.text)
        }
        return 0
    }

    private func readTimings(_ path: String) throws(Failure) -> TestTimings {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(message: "cannot read timings \(path)")
        }
        do {
            return try TestTimings(parsing: data)
        } catch {
            throw Failure(message: "\(path): \(error)")
        }
    }

    /// `depgraph api`.
    func api(_ invocation: APIInvocation) throws(Failure) -> Int32 {
        let (analysis, _) = try analysis()
        if invocation.api.printsBuilds { return try printBuilds(analysis.graph, invocation.api) }
        let (libraries, symbols) = try publicSymbols(analysis.graph, invocation.api)
        if let path = invocation.writeBaselinePath {
            let modules = invocation.api.modules ?? libraries.map(\.module)
            try emit(PublicAPI.baseline(symbols.members, modules: modules), to: path)
            return 0
        }
        if let path = invocation.baselinePath {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw Failure(message: "cannot read baseline \(path)")
            }
            let difference = PublicAPI.difference(
                baseline: text, current: symbols.members, defaults: symbols.defaults)
            let removed = difference.removed
            var report =
                removed.map { "error: [api-break] removed \($0)" }
                + difference.extended.map { "extended \($0) (the added parameters have defaults)" }
                + difference.added.map { "added \($0)" }
            report.append(
                "\(removed.count) removed, \(difference.extended.count) extended, \(difference.added.count) added against \(path)"
                    + (removed.isEmpty
                        ? ""
                        : " (a break: if it is meant, say so by rewriting the baseline with --write-baseline)")
            )
            try emit(report.joined(separator: "\n") + "\n")
            return removed.isEmpty ? 0 : 1
        }
        var text = ""
        for target in libraries {
            let names = symbols.topLevel[target.module] ?? []
            text += "\(target.name) (\(names.count) public): \(names.joined(separator: ", "))\n"
        }
        try emit(text)
        return 0
    }

    // MARK: Helpers

    /// The libraries whose API `options` ask for: those `--modules` names, else the package's
    /// own (``PublicAPI/libraries(in:modules:)``).
    private func libraries(
        _ graph: PackageGraph, _ options: APIOptions
    ) throws(Failure) -> [PackageGraph.Target] {
        let libraries = PublicAPI.libraries(in: graph, modules: options.modules)
        let named = options.modules ?? []
        if let unknown = named.first(where: { name in !libraries.contains { $0.module == name } }) {
            let known = graph.targets.filter { $0.kind == .library }.map(\.module).sorted()
            throw Failure(
                message:
                    "--modules: no library module named '\(unknown)' (known: \(known.joined(separator: ", ")))",
                isUsage: true)
        }
        return libraries
    }

    /// `--print-builds`: the builds reading the API needs, one `swift` command a line on standard
    /// output, whatever `--output` says (what the plugin has SwiftPM run before it passes
    /// `--skip-build`).
    private func printBuilds(_ graph: PackageGraph, _ options: APIOptions) throws(Failure) -> Int32 {
        let builds = PublicAPI.builds(for: try libraries(graph, options), in: graph)
        for arguments in builds.arguments(packagePath: common.packagePath) {
            print("swift " + arguments.joined(separator: " "))
        }
        return 0
    }

    /// The libraries asked for and their public symbols, from `--symbol-graphs`, else extracted
    /// from the package's own build — built first unless `--skip-build`; the symbol graphs are
    /// decoded once.
    private func publicSymbols(
        _ graph: PackageGraph, _ options: APIOptions
    ) throws(Failure) -> (libraries: [PackageGraph.Target], symbols: PublicAPI.Symbols) {
        let libraries = try libraries(graph, options)
        do {
            let folder =
                try options.symbolGraphsPath
                ?? PublicAPI.dump(
                    packagePath: common.packagePath,
                    builds: options.skipsBuild
                        ? PublicAPI.Builds(root: false, targets: [])
                        : PublicAPI.builds(for: libraries, in: graph),
                    modules: libraries.map(\.module))
            defer {
                if options.symbolGraphsPath == nil { try? FileManager.default.removeItem(atPath: folder) }
            }
            return (libraries, try PublicAPI.Symbols(symbolGraphDirectory: folder))
        } catch {
            throw Failure(message: "\(error)")
        }
    }

    /// Refuses a target name no target has, suggesting one that differs only in case.
    private func requireTarget(_ name: String, in graph: PackageGraph) throws(Failure) {
        guard graph.target(name) == nil else { return }
        let near = graph.targets.first { $0.name.lowercased() == name.lowercased() }
        throw Failure(
            message: "no target named '\(name)'" + (near.map { " (did you mean '\($0.name)'?)" } ?? ""))
    }

    /// Files changed since `reference`, committed or not, and files git does not track yet,
    /// relative to the package.
    private func changedFiles(since reference: String) throws(Failure) -> [String] {
        func git(_ arguments: [String]) throws(Failure) -> [String] {
            let result: ChildProcess.Result
            do {
                result = try ChildProcess("git", ["-C", common.packagePath] + arguments).wait()
            } catch {
                throw Failure(message: "\(error)")
            }
            guard result.status == 0 else {
                throw Failure(message: "git \(arguments.joined(separator: " ")): \(result.firstErrorLine)")
            }
            return String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        let changed = try git(["diff", "--name-only", "--relative", reference])
        let untracked = try git(["ls-files", "--others", "--exclude-standard"])
        return Array(Set(changed + untracked)).sorted()
    }

    /// How many tests a test target declares (`@Test` in its sources): a shard's weight.
    private func testCount(of name: String, in graph: PackageGraph) -> Int {
        guard let target = graph.target(name) else { return 1 }
        var count = 0
        for source in target.sources where source.hasSuffix(".swift") {
            let path = PackageReader.location(of: target.path, root: common.packagePath) + "/" + source
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            count += text.components(separatedBy: "@Test").count - 1
        }
        return max(1, count)
    }
}
