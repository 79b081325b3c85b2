import CommandLines
import DependencyGraph

/// What every subcommand takes: where the package and its rules are, where the description may
/// be read from instead of running swift, and where the report goes.
struct CommonOptions: Equatable {
    var packagePath = "."
    var rulesPath: String?
    var describePath: String?
    var workspacePath: String?
    var outputPath: String?

    static var options: [OptionSpec<CommonOptions>] {
        [
            .value(
                "--package-path", "DIR", "the package (default: the current folder)", \.packagePath,
                expected: "a folder"
            ) { $0 },
            .value(
                "--rules", "FILE",
                "layer rules (default: DIR/depgraph.rules, else DIR/Scripts/depgraph.rules, when one exists)",
                \.rulesPath),
            .value("--output", "FILE", "write the report to FILE instead of standard output", \.outputPath),
            .value(
                "--describe-json", "FILE", "read the description from FILE instead of running swift",
                \.describePath),
            .value(
                "--workspace-json", "FILE",
                "read every package's description from FILE (what the SwiftPM plugin writes: swift package depgraph …)",
                \.workspacePath),
        ]
    }

    /// The common options, for a subcommand whose options hold them at `keyPath`.
    static func options<Outer>(at keyPath: WritableKeyPath<Outer, CommonOptions>) -> [OptionSpec<Outer>] {
        options.map { $0.within(keyPath) }
    }
}
