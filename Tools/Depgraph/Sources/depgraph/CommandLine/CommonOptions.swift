import DependencyGraph

/// What every subcommand takes: where the package and its rules are, where the description may
/// be read from instead of running swift, and where the report goes.
struct CommonOptions: Equatable {
    var packagePath = "."
    var rulesPath: String?
    var describePath: String?
    var workspacePath: String?
    var outputPath: String?

    static var options: [Option<CommonOptions>] {
        [
            .value("--package-path", "DIR", "the package (default: the current folder)", \.packagePath) {
                $0
            },
            .text(
                "--rules", "FILE",
                "layer rules (default: DIR/depgraph.rules, else\nDIR/Scripts/depgraph.rules, when one exists)",
                \.rulesPath),
            .text("--output", "FILE", "write the report to FILE instead of standard output", \.outputPath),
            .text(
                "--describe-json", "FILE", "read the description from FILE instead of running swift",
                \.describePath),
            .text(
                "--workspace-json", "FILE",
                "read every package's description from FILE (what the SwiftPM\nplugin writes: swift package depgraph …)",
                \.workspacePath),
        ]
    }

    /// The common options, for a subcommand whose options hold them at `keyPath`.
    static func options<Outer>(at keyPath: WritableKeyPath<Outer, CommonOptions>) -> [Option<Outer>] {
        options.map { $0.within(keyPath) }
    }
}
