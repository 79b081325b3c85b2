/// depgraph's help: an overview, and one page per subcommand.
enum Help {
    static let common = """
        OPTIONS (every subcommand):
          --package-path DIR      the package (default: the current folder)
          --rules FILE            layer rules (default: DIR/depgraph.rules, else
                                  DIR/Scripts/depgraph.rules, when one exists)
          --output FILE           write the report to FILE instead of standard output
          --describe-json FILE    read the description from FILE instead of running swift
          --workspace-json FILE   read every package's description from FILE (what the SwiftPM
                                  plugin writes: swift package depgraph …)
          -h, --help              show this help
        An option's value may be joined to it (--format=json).
        """

    static let overview = """
        OVERVIEW: the dependency graph of a SwiftPM workspace — a package and every local package
        it depends on — read from SwiftPM's own description and every target's imports: reported,
        checked against layer rules, and asked what a change touches.

        USAGE: depgraph <subcommand> [options]

        SUBCOMMANDS:
          graph       the graph as a table, Mermaid, Graphviz dot or JSON (the default)
          check       every cycle, layer violation, undeclared or unused dependency; exit 1 on any
          impact      what to rebuild and retest when a target changes
          affected    the targets and tests the changes since a commit touch, in CI shards
          api         the public symbols of each library, or their difference from a baseline

          See 'depgraph <subcommand> --help' for each. 'depgraph --version' prints the version.

        The spellings of depgraph 0.2 still work for this release, with a note:
        --check → check, --impact T → impact T, --api → api (--api --check → check --api).

        EXIT STATUS: 0 clean, 1 findings (check) or a break (api --baseline), 2 a usage error or
        a package that cannot be read.
        """

    /// The help of `subcommand`, or the overview.
    static func text(for subcommand: Invocation.Subcommand?) -> String {
        guard let subcommand else { return overview }
        return page(subcommand) + "\n\n" + common
    }

    private static func page(_ subcommand: Invocation.Subcommand) -> String {
        switch subcommand {
        case .graph:
            """
            OVERVIEW: the graph of targets across packages, with each target's layer and metrics.

            USAGE: depgraph graph [--format text|mermaid|dot|json] [--exclude-layers L1,L2 | --all-layers]
                                  [--all-edges] [--focus TARGET] [options]

              --format FORMAT         text (default), mermaid, dot (Graphviz) or json (docs/DEPGRAPH.md)
              --exclude-layers L1,L2  leave targets of these layers out (graphs leave out test and tool
                                      unless this or --all-layers is given)
              --all-layers            show every layer
              --all-edges             draw every edge (graphs draw the transitive reduction; an edge
                                      that breaks a rule is always drawn, in red)
              --focus TARGET          only TARGET, what it depends on and what depends on it
            """
        case .check:
            """
            OVERVIEW: lists every cycle, layer violation, undeclared import, import from a file the
            rules confine, and unused dependency, one line per edge; exit 1 on any error.

            USAGE: depgraph check [--strict] [--format text|json] [--api [--modules M1,M2]
                                  [--symbol-graphs DIR]] [options]

              --strict                unused dependencies are errors too
              --format FORMAT         text (default) or json (the findings and their counts)
              --api                   also check public APIs: a feature exposes its entry point only,
                                      and every public declaration has a doc comment
              --modules M1,M2         with --api: only these library modules
              --symbol-graphs DIR     with --api: read the symbol graphs in DIR instead of building
            """
        case .impact:
            """
            OVERVIEW: the targets to rebuild and the tests to run when TARGET changes.

            USAGE: depgraph impact TARGET [options]
            """
        case .affected:
            """
            OVERVIEW: the targets the changes since REF (git, committed or not) touch, every target
            that depends on them, and the swift test --filter that runs their tests.

            USAGE: depgraph affected --since REF [--shards N] [--timings FILE] [--tests-env NAME]
                                     [--json | --ci github|buildkite] [options]

              --since REF             the commit, branch or tag to compare with
              --shards N              split the tests into N groups of about equal test count (a CI
                                      matrix with --json; its "run" is false when no test needs to run)
              --timings FILE          balance the shards by recorded seconds instead: a JSON object
                                      {"AppTests": 31.5, …}; a test target it leaves out weighs
                                      the mean of the others
              --tests-env NAME        set NAME to the root's tests in its command, for a root manifest
                                      that then declares only those (as MOSAIC_TESTS does here)
              --json                  the report as JSON
              --ci github             lines for $GITHUB_OUTPUT: run=true|false and matrix= one job per
                                      shard ({"include": […]}; at most 256 shards, GitHub's cap)
              --ci buildkite          a dynamic pipeline for buildkite-agent pipeline upload: one
                                      command step per shard
            """
        case .api:
            """
            OVERVIEW: the public symbols of each library (from symbol graphs), or their difference
            from a recorded baseline: a removed symbol is a break (exit 1), added ones are listed.

            USAGE: depgraph api [--modules M1,M2] [--baseline FILE | --write-baseline FILE]
                                [--symbol-graphs DIR] [options]

              --modules M1,M2         only these library modules (only their packages are built)
              --baseline FILE         compare every public symbol (members too) with FILE
              --write-baseline FILE   record the public symbols of --modules in FILE
              --symbol-graphs DIR     read the symbol graphs in DIR (what the plugin has SwiftPM
                                      write) instead of building the libraries and extracting them
            """
        }
    }
}
