import DependencyGraph
import Foundation

// depgraph: the dependency-graph report and boundary check of a SwiftPM workspace: a package and
// every local package it depends on.

let usage = """
    usage: depgraph affected --since REF [--shards N] [--tests-env NAME] [--json] [--package-path DIR]
           depgraph [--package-path DIR] [--rules FILE] [--format text|mermaid|dot|json]
                    [--output FILE] [--exclude-layers L1,L2 | --all-layers] [--all-edges]
                    [--focus TARGET] [--check [--strict]]
                    [--impact TARGET] [--api [--modules M,…] [--baseline FILE | --write-baseline FILE]]
                    [--describe-json FILE] [--version]

    Reads the package's own description (swift package describe --type json), and that of every
    local package it depends on, and the imports of every target's sources; then reports the
    graph of targets across packages or checks it.

      --package-path DIR   the package (default: the current folder)
      --rules FILE         layer rules (default: DIR/Scripts/depgraph.rules when it exists)
      --format FORMAT      text (default), mermaid, dot (Graphviz) or json (docs/DEPGRAPH.md);
                           with --check, text or json (the findings and their counts)
      --output FILE        write the report to FILE instead of standard output
      --exclude-layers L   leave targets of these layers out of the report (graphs leave out
                           test and tool unless this or --all-layers is given)
      --all-layers         show every layer
      --all-edges          draw every edge (graphs draw the transitive reduction by default;
                           an edge that breaks a rule is always drawn, in red)
      --focus TARGET       only TARGET, what it depends on and what depends on it
      --check              list every cycle, layer violation, undeclared import, import from a
                           file the rules confine, and unused dependency, one line per edge;
                           exit 1 on any error
      --strict             with --check: unused dependencies are errors too
      --impact TARGET      the targets to rebuild and the tests to run when TARGET changes
      --baseline FILE      with --api: compare every public symbol (members too) of the modules
                           FILE records; a removed one is a break (exit 1), added ones are listed
      --write-baseline FILE  with --api: record the public symbols of --modules in FILE
      --modules M1,M2      with --api: only these modules (and only their packages are dumped)
      --api                public symbols per library (from symbol graphs); with --check a
                           feature exposing more than its entry point is an error, and so
                           is a public declaration without a doc comment
      --describe-json FILE read the description from FILE instead of running swift
      --workspace-json FILE  read every package's description from FILE (what the SwiftPM
                           plugin writes: swift package depgraph …)
      --symbol-graphs DIR  with --api: read the symbol graphs in DIR (what the plugin has SwiftPM
                           write) instead of building the libraries and extracting them
      --version            print the version

    affected --since REF   the targets the changes since REF (git, committed or not) touch, every
                           target that depends on them, and the swift test --filter that runs
                           their tests; --shards N splits the tests into N groups of about equal
                           test count (a CI matrix with --json; its "run" is false when no
                           test needs to run). Each package's tests run in that package (which
                           builds alone); --tests-env NAME sets NAME to the root's tests in its
                           command, for a root manifest that then declares only those (as this
                           workspace's Package.swift does with MOSAIC_TESTS)
    An option's value may be joined to it (--format=json).

    exit status: 0 clean, 1 violations, 2 usage error or a package that cannot be read
    """

struct Usage: Error { let message: String }

/// What follows a usage error: where to read how (the whole usage would bury the error).
let hint = "try 'depgraph --help'"

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(status)
}

var packagePath = "."
var rulesPath: String?
var format = ReportFormat.text
var outputPath: String?
var excluded: Set<String>?
var allEdges = false
var focus: String?
var check = false
var strict = false
var impactTarget: String?
var api = false
var apiModules: [String]?
var baselinePath: String?
var writeBaselinePath: String?
var describePath: String?
var workspacePath: String?
var symbolGraphsPath: String?
var since: String?
var shardCount: Int?
var json = false
var testsVariable: String?

var arguments = CommandLine.arguments.dropFirst()
let affectedMode = arguments.first == "affected"
if affectedMode { arguments.removeFirst() }
/// The value joined to the option being read (`--format=json`), if any.
var joined: String?
@MainActor func value(_ option: String) -> String {
    if let value = joined {
        joined = nil
        return value
    }
    guard let value = arguments.popFirst() else { fail("\(option) needs a value\n\(hint)", status: 2) }
    return value
}
while var argument = arguments.popFirst() {
    if argument == "--" {
        if let extra = arguments.first { fail("unexpected argument '\(extra)'", status: 2) }
        break
    }
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        joined = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
    }
    defer {
        if let value = joined { fail("\(argument) takes no value (got '\(value)')", status: 2) }
    }
    switch argument {
    case "--package-path": packagePath = value(argument)
    case "--rules": rulesPath = value(argument)
    case "--format":
        let name = value(argument)
        guard let chosen = ReportFormat(rawValue: name) else { fail("unknown format '\(name)'", status: 2) }
        format = chosen
    case "--output": outputPath = value(argument)
    case "--exclude-layers": excluded = Set(value(argument).split(separator: ",").map(String.init))
    case "--all-layers": excluded = []
    case "--all-edges": allEdges = true
    case "--focus": focus = value(argument)
    case "--check": check = true
    case "--strict": strict = true
    case "--impact": impactTarget = value(argument)
    case "--api": api = true
    case "--modules": apiModules = value(argument).split(separator: ",").map(String.init)
    case "--baseline": baselinePath = value(argument)
    case "--write-baseline": writeBaselinePath = value(argument)
    case "--describe-json": describePath = value(argument)
    case "--workspace-json": workspacePath = value(argument)
    case "--symbol-graphs": symbolGraphsPath = value(argument)
    case "--since" where affectedMode: since = value(argument)
    case "--json" where affectedMode: json = true
    case "--tests-env" where affectedMode: testsVariable = value(argument)
    case "--shards" where affectedMode:
        let text = value(argument)
        guard let count = Int(text), count > 0 else {
            fail("--shards takes a positive number, not '\(text)'", status: 2)
        }
        shardCount = count
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--version":
        print("depgraph 0.2.0")
        exit(0)
    default: fail("unknown argument '\(argument)'\n\(hint)", status: 2)
    }
}

// Rules.
var rules = LayerRules.none
let defaultRules = packagePath + "/Scripts/depgraph.rules"
if let path = rulesPath ?? (FileManager.default.fileExists(atPath: defaultRules) ? defaultRules : nil) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        fail("cannot read rules \(path)", status: 2)
    }
    do {
        rules = try LayerRules(parsing: text)
    } catch {
        fail("\(path): \(error)", status: 2)
    }
}

// The package.
let graph: PackageGraph
do {
    if let workspacePath {
        guard let data = FileManager.default.contents(atPath: workspacePath) else {
            fail("cannot read \(workspacePath)", status: 2)
        }
        graph = try PackageReader.read(workspaceJSON: data)
    } else if let describePath {
        guard let data = FileManager.default.contents(atPath: describePath) else {
            fail("cannot read \(describePath)", status: 2)
        }
        graph = try PackageReader.read(describeJSON: data, packagePath: packagePath)
    } else {
        graph = try PackageReader.read(packagePath: packagePath)
    }
} catch {
    fail("\(error)", status: 2)
}
let analysis = Analysis(graph, rules: rules, strict: strict)

@MainActor func emit(_ text: String) {
    if let outputPath {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
        } catch {
            fail("cannot write \(outputPath): \(error.localizedDescription)", status: 2)
        }
    } else {
        print(text, terminator: "")
    }
}

if affectedMode {
    guard let since else { fail("affected needs --since REF (a commit, branch or tag)", status: 2) }
    let changedPaths = try changedFiles(since: since, in: packagePath)
    let affected = AffectedTargets(paths: changedPaths, analysis: analysis)
    let shards = AffectedTargets.shards(affected.tests, count: shardCount ?? 1) { name in
        testCount(of: name, in: graph, packagePath: packagePath)
    }
    let report = AffectedReport(
        affected, shards: shardCount == nil ? nil : shards, graph: graph, testsVariable: testsVariable)
    emit(json ? report.json : report.text)
    exit(0)
}

if let impactTarget {
    guard graph.target(impactTarget) != nil else { fail(noTarget(impactTarget), status: 2) }
    let impact = analysis.impact(of: impactTarget)
    emit("rebuild: \(impact.rebuild.joined(separator: " "))\ntests: \(impact.tests.joined(separator: " "))\n")
    exit(0)
}

var apiFindings: [Analysis.Finding] = []
if api {
    do {
        // The libraries asked for (every library without --modules), built once in this
        // package's build folder, their symbol graphs extracted.
        let libraries = graph.targets.filter { target in
            target.kind == .library && target.sources.contains { $0.hasSuffix(".swift") }
                && apiModules.map { $0.contains(target.module) } != false
        }
        if let unknown = apiModules?.first(where: { name in !libraries.contains { $0.module == name } }) {
            fail("no library module named '\(unknown)'", status: 2)
        }
        let folder =
            try symbolGraphsPath
            ?? PublicAPI.dump(
                packagePath: packagePath, targets: libraries.map(\.name), modules: libraries.map(\.module))
        let symbols = try PublicAPI.read(symbolGraphDirectory: folder)
        let members = try PublicAPI.readMembers(symbolGraphDirectory: folder)
        let defaults = try PublicAPI.readDefaults(symbolGraphDirectory: folder)
        let undocumented = try PublicAPI.readUndocumented(symbolGraphDirectory: folder)
        if symbolGraphsPath == nil { try? FileManager.default.removeItem(atPath: folder) }
        if let writeBaselinePath {
            let modules = apiModules ?? graph.targets.filter { $0.kind == .library }.map(\.module)
            outputPath = writeBaselinePath
            emit(PublicAPI.baseline(members, modules: modules))
            exit(0)
        }
        if let baselinePath {
            guard let text = try? String(contentsOfFile: baselinePath, encoding: .utf8) else {
                fail("cannot read baseline \(baselinePath)", status: 2)
            }
            let difference = PublicAPI.difference(baseline: text, current: members, defaults: defaults)
            let removed = difference.removed
            var report =
                removed.map { "error: [api-break] removed \($0)" }
                + difference.extended.map { "extended \($0) (the added parameters have defaults)" }
                + difference.added.map { "added \($0)" }
            report.append(
                "\(removed.count) removed, \(difference.extended.count) extended, \(difference.added.count) added against \(baselinePath)"
                    + (removed.isEmpty
                        ? ""
                        : " (a break: if it is meant, say so by rewriting the baseline with --write-baseline)")
            )
            emit(report.joined(separator: "\n") + "\n")
            exit(removed.isEmpty ? 0 : 1)
        }
        apiFindings = PublicAPI.findings(symbols, undocumented: undocumented, analysis: analysis)
        if !check {
            var text = ""
            for target in libraries {
                let names = symbols[target.module] ?? []
                text += "\(target.name) (\(names.count) public): \(names.joined(separator: ", "))\n"
            }
            emit(text)
            exit(0)
        }
    } catch {
        fail("\(error)", status: 2)
    }
}

if check {
    // SwiftPM shows a plugin every target but plugin targets: say so where the counts differ.
    let report = CheckReport(
        findings: analysis.findings + apiFindings, targets: graph.targets.count,
        note: workspacePath == nil ? nil : "plugin targets not counted: SwiftPM does not show them to plugins"
    )
    switch format {
    case .text: emit(report.text)
    case .json: emit(report.json)
    default: fail("--check reports as text or json, not \(format.rawValue)\n\(hint)", status: 2)
    }
    exit(report.errors > 0 ? 1 : 0)
}

/// The error for a target name no target has, suggesting one that differs only in case.
func noTarget(_ name: String) -> String {
    let near = graph.targets.first { $0.name.lowercased() == name.lowercased() }
    return "no target named '\(name)'" + (near.map { " (did you mean '\($0.name)'?)" } ?? "")
}

if let focus, graph.target(focus) == nil { fail(noTarget(focus), status: 2) }
// Graphs show the product (tests and tools hidden) unless asked; tables show everything.
let graphFormats: Set<ReportFormat> = [.dot, .mermaid]
let hidden = excluded ?? (graphFormats.contains(format) ? ["test", "tool"] : [])
emit(analysis.report(format, options: GraphOptions(excluding: hidden, allEdges: allEdges, focus: focus)))

// MARK: affected

/// Files changed since `reference`, committed or not, and files git does not track yet,
/// relative to the package.
func changedFiles(since reference: String, in folder: String) throws -> [String] {
    func git(_ arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            fail(
                "git \(arguments.joined(separator: " ")): \(message.split(separator: "\n").first ?? "failed")",
                status: 2)
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
    let changed = try git(["diff", "--name-only", "--relative", reference])
    let untracked = try git(["ls-files", "--others", "--exclude-standard"])
    return Array(Set(changed + untracked)).sorted()
}

/// How many tests a test target declares (`@Test` in its sources): a shard's weight.
func testCount(of name: String, in graph: PackageGraph, packagePath: String) -> Int {
    guard let target = graph.target(name) else { return 1 }
    var count = 0
    for source in target.sources where source.hasSuffix(".swift") {
        let path = PackageReader.location(of: target.path, root: packagePath) + "/" + source
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        count += text.components(separatedBy: "@Test").count - 1
    }
    return max(1, count)
}
