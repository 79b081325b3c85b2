import CommandLines

/// `mosaic replay FILE`: a recorded session run again in a fresh app, in this process.
struct ReplayOptions: Equatable {
    /// The recording.
    var file = ""
    /// Whether every step that differs is reported, not the first only.
    var every = false

    /// The command line of `replay`.
    static var spec: CommandLineSpec<ReplayOptions> {
        CommandLineSpec(
            "mosaic replay",
            "Runs the steps a recording holds (mosaic --record) in a fresh app on the data it recorded, "
                + "with no terminal and no server, and compares what each shows with what it showed then: "
                + "prints 'same: N steps' (exit 0), or the first step that differs — its number, its input, "
                + "what was shown then and what is shown now (exit 1).",
            options: [.flag("--continue", "report every step that differs, not the first only", \.every)],
            operands: "FILE")
    }
}
