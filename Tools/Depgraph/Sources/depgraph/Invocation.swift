import DependencyGraph

/// A depgraph command line, parsed into one value before anything runs: which subcommand, and
/// every option it was given. Options that a subcommand does not take are usage errors.
struct Invocation: Equatable {
    /// What depgraph was asked to do.
    enum Subcommand: String, CaseIterable {
        case graph, check, impact, affected, api
    }

    var subcommand = Subcommand.graph
    /// `--help` after the subcommand: its help, nothing else.
    var wantsHelp = false
    /// The spelling of a release before subcommands (`depgraph --check`), when it was used.
    var oldSpelling: String?

    // Every subcommand.
    var packagePath = "."
    var rulesPath: String?
    var describePath: String?
    var workspacePath: String?
    var outputPath: String?

    // graph (and check: text or json).
    var format = ReportFormat.text
    var excludedLayers: [String]?
    var allEdges = false
    var focus: String?

    // check.
    var strict = false
    /// check: the public-API findings too (a feature's entry point, doc comments).
    var checksAPI = false

    // impact.
    var impactTarget: String?

    // api (and check --api).
    var modules: [String]?
    var baselinePath: String?
    var writeBaselinePath: String?
    var symbolGraphsPath: String?

    // affected.
    var since: String?
    var shards: Int?
    var json = false
    var testsVariable: String?
    /// `--ci ENGINE`: the plan in that engine's form.
    var engine: CIEngine?
    /// `--timings FILE`: shards balanced by recorded seconds, not test counts.
    var timingsPath: String?
}

/// A command line depgraph cannot run, said in one line.
struct UsageError: Error, Equatable {
    let message: String
    /// The subcommand whose help says how, or `nil` for depgraph's own.
    let subcommand: Invocation.Subcommand?

    /// The line depgraph prints.
    var line: String {
        "error: \(message) (see 'depgraph \(subcommand.map { $0.rawValue + " " } ?? "")--help')"
    }
}

/// What a command line asks for: a run, or something printed at once.
enum Request: Equatable {
    case run(Invocation)
    case help(Invocation.Subcommand?)
    case version
}

extension Invocation {
    /// The options each subcommand takes, beside the ones every subcommand takes.
    static let options: [Subcommand: Set<String>] = [
        .graph: ["--format", "--exclude-layers", "--all-layers", "--all-edges", "--focus"],
        .check: ["--format", "--strict", "--api", "--modules", "--symbol-graphs"],
        .impact: [],
        .affected: ["--since", "--shards", "--tests-env", "--json", "--ci", "--timings"],
        .api: ["--modules", "--baseline", "--write-baseline", "--symbol-graphs"],
    ]
    static let common: Set<String> = [
        "--package-path", "--rules", "--describe-json", "--workspace-json", "--output", "--help", "-h",
    ]
    /// Options that take a value.
    static let valued: Set<String> = [
        "--package-path", "--rules", "--describe-json", "--workspace-json", "--output", "--format",
        "--exclude-layers", "--focus", "--modules", "--symbol-graphs", "--baseline", "--write-baseline",
        "--since", "--shards", "--tests-env", "--impact", "--ci", "--timings",
    ]

    /// Parses `arguments` (without the program's name). `depgraph SUBCOMMAND OPTIONS…`; the
    /// spellings before subcommands (`depgraph --check`, `--impact T`, `--api`, options alone for
    /// the graph) still parse, and the invocation remembers them for a deprecation note.
    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var remaining = arguments[...]
        var invocation = Invocation()
        if let first = remaining.first, let subcommand = Subcommand(rawValue: first) {
            invocation.subcommand = subcommand
            remaining.removeFirst()
        } else if let first = remaining.first, !first.hasPrefix("-") {
            let known = Subcommand.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "unknown subcommand '\(first)' (known: \(known))", subcommand: nil)
        } else {
            if remaining.contains("--version") { return .version }
            if remaining.contains("--help") || remaining.contains("-h") { return .help(nil) }
            invocation.oldSpelling = oldSpelling(of: remaining)
            invocation.subcommand = invocation.oldSpelling.map(oldSubcommand(for:)) ?? .graph
        }
        var positional: [String] = []
        while let next = remaining.popFirst() {
            if next == "--" {
                positional += remaining
                break
            }
            guard next.hasPrefix("-") else {
                positional.append(next)
                continue
            }
            var option = next
            var joined: String?
            if option.hasPrefix("--"), let equals = option.firstIndex(of: "=") {
                joined = String(option[option.index(after: equals)...])
                option = String(option[..<equals])
            }
            try invocation.accept(option)
            var value: String?
            if valued.contains(option) {
                value = joined ?? remaining.popFirst()
                guard let value, !value.isEmpty else {
                    throw invocation.error("\(option) needs a value")
                }
            } else if let joined {
                throw invocation.error("\(option) takes no value (got '\(joined)')")
            }
            try invocation.apply(option, value ?? "")
        }
        if invocation.wantsHelp { return .help(invocation.oldSpelling == nil ? invocation.subcommand : nil) }
        try invocation.take(positional)
        try invocation.validate()
        return .run(invocation)
    }

    /// The subcommand an old-style command line meant.
    /// The subcommand each spelling before subcommands meant, in the order they decide
    /// (`--api --check` is a check).
    private static let oldSpellings: [(spelling: String, subcommand: Subcommand)] = [
        ("--check", .check), ("--impact", .impact), ("--api", .api),
    ]

    private static func oldSubcommand(for spelling: String) -> Subcommand {
        oldSpellings.first { $0.spelling == spelling }?.subcommand ?? .graph
    }

    /// How an old-style command line named its subcommand, if it did; options alone mean the graph.
    private static func oldSpelling(of arguments: ArraySlice<String>) -> String? {
        let options = arguments.map { String($0.prefix { $0 != "=" }) }
        return oldSpellings.first { options.contains($0.spelling) }?.spelling
    }

    /// Refuses `option` unless this subcommand takes it (an old-style line takes the old
    /// spellings of subcommands, too).
    private func accept(_ option: String) throws(UsageError) {
        if Self.common.contains(option) || Self.options[subcommand]?.contains(option) == true { return }
        if oldSpelling != nil {
            if ["--check", "--impact", "--api"].contains(option) { return }
            if subcommand == .check, Self.options[.api]?.contains(option) == true { return }
        }
        let known = Self.common.union(Self.options.values.joined()).union([
            "--version", "--impact", "--check",
        ])
        if known.contains(option) {
            throw error("'depgraph \(subcommand.rawValue)' takes no \(option)")
        }
        throw error("unknown option '\(option)'")
    }

    /// Sets what `option` (with `value`) says.
    private mutating func apply(_ option: String, _ value: String) throws(UsageError) {
        switch option {
        case "--help", "-h": wantsHelp = true
        case "--package-path": packagePath = value
        case "--rules": rulesPath = value
        case "--describe-json": describePath = value
        case "--workspace-json": workspacePath = value
        case "--output": outputPath = value
        case "--format":
            guard let chosen = ReportFormat(rawValue: value) else {
                let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("unknown format '\(value)' (known: \(known))")
            }
            format = chosen
        case "--exclude-layers": excludedLayers = value.split(separator: ",").map(String.init)
        case "--all-layers": excludedLayers = []
        case "--all-edges": allEdges = true
        case "--focus": focus = value
        case "--strict": strict = true
        case "--api": if subcommand == .check { checksAPI = true }
        case "--check": break
        case "--impact": impactTarget = value
        case "--modules": modules = value.split(separator: ",").map(String.init)
        case "--baseline": baselinePath = value
        case "--write-baseline": writeBaselinePath = value
        case "--symbol-graphs": symbolGraphsPath = value
        case "--since": since = value
        case "--shards":
            guard let count = Int(value), count > 0 else {
                throw error("--shards takes a positive number, not '\(value)'")
            }
            shards = count
        case "--json": json = true
        case "--tests-env": testsVariable = value
        case "--ci":
            guard let chosen = CIEngine(rawValue: value) else {
                let known = CIEngine.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("unknown CI engine '\(value)' (known: \(known))")
            }
            engine = chosen
        case "--timings": timingsPath = value
        default: throw error("unknown option '\(option)'")
        }
    }

    /// Takes the arguments that are not options: `impact TARGET`, nothing elsewhere.
    private mutating func take(_ positional: [String]) throws(UsageError) {
        if subcommand == .impact && impactTarget == nil && positional.count == 1 {
            impactTarget = positional[0]
        } else if let extra = positional.first {
            throw error("unexpected argument '\(extra)'")
        }
    }

    /// Refuses combinations that cannot run.
    private func validate() throws(UsageError) {
        switch subcommand {
        case .impact where impactTarget == nil: throw error("impact needs a TARGET")
        case .affected where since == nil: throw error("affected needs --since REF (a commit, branch or tag)")
        case .check where ![.text, .json].contains(format):
            throw error("check reports as text or json, not \(format.rawValue)")
        case .affected where json && engine != nil:
            throw error("--json and --ci go one at a time")
        case .api where baselinePath != nil && writeBaselinePath != nil:
            throw error("--baseline and --write-baseline go one at a time")
        default: break
        }
    }

    private func error(_ message: String) -> UsageError {
        UsageError(message: message, subcommand: oldSpelling == nil ? subcommand : nil)
    }
}
