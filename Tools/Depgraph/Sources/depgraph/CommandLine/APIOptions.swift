import CommandLines

/// Where the public API is read from, for `depgraph api` and `depgraph check --api`: which
/// library modules, and whether their symbol graphs are given, built or only read.
struct APIOptions: Equatable {
    /// `--modules`: only these library modules (else the package's own).
    var modules: [String]?
    /// `--symbol-graphs`: read the symbol graphs here, building and extracting nothing.
    var symbolGraphsPath: String?
    /// `--skip-build`: the modules the package's last build left, read as they are.
    var skipsBuild = false
    /// `--print-builds`: print the builds the API needs, and stop.
    var printsBuilds = false

    /// The options, each summary after `lead` (`with --api: ` where they refine another option).
    static func options(lead: String) -> [OptionSpec<APIOptions>] {
        [
            .list(
                "--modules", "M1,M2",
                lead
                    + "only these library modules, a dependency's too (without it: the package's own, those inside its folder)",
                \.modules),
            .value(
                "--symbol-graphs", "DIR",
                lead + "read the symbol graphs in DIR instead of building the libraries and extracting them",
                \.symbolGraphsPath),
            .flag(
                "--skip-build",
                lead
                    + "build nothing; read the modules the package's last build left (what the plugin passes once SwiftPM built them)",
                \.skipsBuild),
            .flag(
                "--print-builds",
                lead
                    + "print the builds reading the API needs, one swift command a line, and stop: the package's own build where it reaches the libraries, and swift build --target for each other outermost one",
                \.printsBuilds),
        ]
    }

    /// The options, for a subcommand whose options hold them at `keyPath`.
    static func options<Outer>(at keyPath: WritableKeyPath<Outer, APIOptions>, lead: String = "")
        -> [OptionSpec<Outer>]
    {
        options(lead: lead).map { $0.within(keyPath) }
    }
}
