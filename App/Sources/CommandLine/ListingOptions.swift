import CommandLines

/// `mosaic routes` and `mosaic modules`: what the app is made of, listed; no data is touched.
struct ListingOptions: Equatable {
    var data = DataOptions()
    /// What `routes` prints.
    var output = RoutesOutput.table

    /// What `mosaic routes` prints.
    enum RoutesOutput: Equatable {
        /// A table: each route's link, the feature that owns it, its module and context.
        case table
        /// The same as JSON, for tools.
        case json
        /// Checks that every route's screens round-trip through their links: one `error:` line
        /// per route that fails, exit 1.
        case check
    }

    /// The command line of `routes`.
    static var routes: CommandLineSpec<ListingOptions> {
        CommandLineSpec(
            "mosaic routes",
            "Lists every link pattern, the feature that owns it and the module it builds.",
            options: DataOptions.specs(\.data) + [
                .flag("--json", "the same as JSON, for tools", \.output, .json),
                .flag(
                    "--check",
                    "check that every screen's link opens that same screen: one error line per route "
                        + "that does not, exit 1", \.output, .check),
            ])
    }

    /// The command line of `modules`.
    static var modules: CommandLineSpec<ListingOptions> {
        CommandLineSpec(
            "mosaic modules", "Lists the registered modules with their context and event types.",
            options: DataOptions.specs(\.data))
    }
}
