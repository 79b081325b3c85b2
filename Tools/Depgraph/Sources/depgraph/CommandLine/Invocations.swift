import CommandLines
import DependencyGraph

/// `depgraph graph`: the graph as a table, Mermaid, Graphviz dot or JSON.
struct GraphInvocation: Equatable {
    var common = CommonOptions()
    var format = ReportFormat.text
    var excludedLayers: [String]?
    var allEdges = false
    var focus: String?

    static var spec: CommandLineSpec<GraphInvocation> {
        CommandLineSpec(
            "depgraph graph", "the graph of targets across packages, with each target's layer and metrics.",
            options: [
                .choice(
                    "--format", "FORMAT",
                    "text (default), mermaid, dot (Graphviz) or json (docs/DEPGRAPH.md)",
                    \.format, what: "format"),
                .list(
                    "--exclude-layers", "L1,L2",
                    "leave targets of these layers out (graphs leave out test and tool unless this or --all-layers is given)",
                    \.excludedLayers),
                .flag("--all-layers", "show every layer", \.excludedLayers, []),
                .flag(
                    "--all-edges",
                    "draw every edge (graphs draw the transitive reduction; an edge that breaks a rule is always drawn, in red)",
                    \.allEdges),
                .value(
                    "--focus", "TARGET", "only TARGET, what it depends on and what depends on it", \.focus),
            ] + CommonOptions.options(at: \.common))
    }
}

/// `depgraph check`: every cycle, layer violation, undeclared or unused dependency.
struct CheckInvocation: Equatable {
    var common = CommonOptions()
    var strict = false
    var format = ReportFormat.text
    /// The public-API findings too (a feature's entry point, doc comments).
    var checksAPI = false
    var api = APIOptions()
    /// The file to write when the check passes (what a build tool plugin's command must write).
    var stampPath: String?

    static var spec: CommandLineSpec<CheckInvocation> {
        CommandLineSpec(
            "depgraph check",
            "lists every cycle, layer violation, undeclared import, import from a file the rules confine, and unused dependency, one line per edge; exit 1 on any error.",
            options: [
                .flag("--strict", "unused dependencies are errors too", \.strict),
                .value(
                    "--format", "FORMAT", "text (default) or json (the findings and their counts)", \.format,
                    expected: "text or json"
                ) { ReportFormat(rawValue: $0).flatMap { [.text, .json].contains($0) ? $0 : nil } },
                .flag(
                    "--api",
                    "also check public APIs: a feature exposes its entry point only, and every public declaration has a doc comment",
                    \.checksAPI),
                .value(
                    "--stamp", "FILE",
                    "when no error is found, write FILE (a Swift comment: a build compiles it once the check passed)",
                    \.stampPath),
            ] + APIOptions.options(at: \.api, lead: "with --api: ") + CommonOptions.options(at: \.common))
    }
}

/// `depgraph impact TARGET`: what to rebuild and retest when TARGET changes.
struct ImpactInvocation: Equatable {
    var common = CommonOptions()
    var target: String?

    static var spec: CommandLineSpec<ImpactInvocation> {
        CommandLineSpec(
            "depgraph impact", "the targets to rebuild and the tests to run when TARGET changes.",
            options: CommonOptions.options(at: \.common), operands: "TARGET")
    }
}

/// `depgraph affected --since REF`: the targets and tests the changes since REF touch.
struct AffectedInvocation: Equatable {
    var common = CommonOptions()
    var since: String?
    var shards: Int?
    var json = false
    var testsVariable: String?
    /// `--ci ENGINE`: the plan in that engine's form.
    var engine: CIEngine?
    /// `--timings FILE`: shards balanced by recorded seconds, not test counts.
    var timingsPath: String?

    static var spec: CommandLineSpec<AffectedInvocation> {
        CommandLineSpec(
            "depgraph affected",
            "the targets the changes since REF (git, committed or not) touch, every target that depends on them, and the swift test --filter that runs their tests.",
            options: [
                .value("--since", "REF", "the commit, branch or tag to compare with", \.since),
                .value(
                    "--shards", "N",
                    "split the tests into N groups of about equal test count (a CI matrix with --json; its \"run\" is false when no test needs to run)",
                    \.shards, expected: "a positive number"
                ) { text -> Int?? in Int(text).flatMap { $0 > 0 ? .some($0) : nil } },
                .value(
                    "--timings", "FILE",
                    "balance the shards by recorded seconds instead: a JSON object {\"AppTests\": 31.5, …}; a test target it leaves out weighs the mean of the others",
                    \.timingsPath),
                .value(
                    "--tests-env", "NAME",
                    "set NAME to the root's tests in its command, for a root manifest that then declares only those (as MOSAIC_TESTS does here)",
                    \.testsVariable),
                .flag("--json", "the report as JSON", \.json),
                .choice(
                    "--ci", "ENGINE",
                    "github: lines for $GITHUB_OUTPUT: run=true|false and matrix= one job per shard ({\"include\": […]}; at most 256 shards, GitHub's cap); buildkite: a dynamic pipeline for buildkite-agent pipeline upload, one command step per shard",
                    \.engine, what: "CI engine"),
            ] + CommonOptions.options(at: \.common))
    }
}

/// `depgraph api`: the public symbols of each library, or their difference from a baseline.
struct APIInvocation: Equatable {
    var common = CommonOptions()
    var api = APIOptions()
    var baselinePath: String?
    var writeBaselinePath: String?

    static var spec: CommandLineSpec<APIInvocation> {
        CommandLineSpec(
            "depgraph api",
            "the public symbols of each library (from symbol graphs), or their difference from a recorded baseline: a removed symbol is a break (exit 1), added ones are listed.",
            options: [
                .value(
                    "--baseline", "FILE", "compare every public symbol (members too) with FILE",
                    \.baselinePath),
                .value(
                    "--write-baseline", "FILE", "record the public symbols of --modules in FILE",
                    \.writeBaselinePath),
            ] + APIOptions.options(at: \.api) + CommonOptions.options(at: \.common))
    }
}
