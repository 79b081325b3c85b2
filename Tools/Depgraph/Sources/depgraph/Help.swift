/// depgraph's overview: what it does and its subcommands (each subcommand's page is written
/// from its declaration: ``Subcommand/help``).
enum Help {
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

        EXIT STATUS: 0 clean, 1 findings (check) or a break (api --baseline), 2 a usage error or
        a package that cannot be read.
        """
}
