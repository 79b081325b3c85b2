import CommandLines
import Services

/// `mosaic [open URL]`: a session in the terminal — interactive on a terminal, else one command
/// per line from standard input or a script.
struct SessionOptions: Equatable {
    var data = DataOptions()
    var script: String?
    var trace: String?
    /// Where the session's steps are recorded, when asked.
    var record: String?
    var restore = false
    var developer = false
    var noColor = false
    /// How long each service's calls take (`--latency`).
    var latency = ServiceLatency()
    /// The services made to fail (`--fail`).
    var failing: Set<ServiceName> = []
    /// Whether piped or scripted commands are handled as they arrive, without waiting for loads.
    var noWait = false
    /// `open URL`: the link the session starts on.
    var link: String?

    /// The command line of a session.
    static var spec: CommandLineSpec<SessionOptions> {
        CommandLineSpec(
            "mosaic",
            "A photo-sharing app for the terminal, built from isolated modules. Without a command, "
                + "mosaic starts a session: interactive on a terminal, otherwise it reads one command per "
                + "line from standard input (or --script) and prints the screen after each, once its "
                + "loads have ended. Type 'help' in a session for its commands.",
            options: DataOptions.specs(\.data) + [
                .value("--script", "FILE", "read commands from FILE instead of standard input", \.script),
                OutputOptions.trace(
                    "FILE", "append a JSON line to FILE for every event, route and lifecycle change", \.trace),
                OutputOptions.record(
                    "FILE",
                    "write every step to FILE — what you typed and what it showed, with the data it ran on "
                        + "— for mosaic replay FILE", \.record),
                .flag(
                    "--restore",
                    "start where the last session ended, and save where this one ends (always on when "
                        + "interactive; a piped or scripted run without it leaves the saved place alone)",
                    \.restore),
                .flag("--developer", "show the developer section in settings", \.developer),
                .flag("--no-color", "never use colour", \.noColor),
                ServiceOptions.latency(\.latency),
                ServiceOptions.fail(\.failing),
                .flag(
                    "--no-wait",
                    "handle piped or scripted commands as they arrive, as a terminal session does, "
                        + "instead of waiting for each command's loads", \.noWait),
            ],
            operands: "[COMMAND]")
    }

    /// The command line of `open URL`: a session's, starting on the link's screens.
    static var open: CommandLineSpec<SessionOptions> {
        CommandLineSpec(
            "mosaic open",
            "Starts a session on the screen(s) of a mosaic:// link, as mosaic does on its first.",
            options: spec.options, operands: "URL")
    }

    /// These, their data options checked (see ``DataOptions/checked()``), starting on `link`
    /// when given (`open URL`).
    func checked(link: String? = nil) throws(CommandLineError) -> SessionOptions {
        var checked = self
        checked.data = try data.checked()
        checked.link = link
        return checked
    }

    /// What `mosaic --help` says after the commands.
    static let exitStatuses = """
        exit status:
          0  everything worked (an interactive session always ends with 0)
          1  a command, a link or a screen failed (a scripted session goes on, then exits 1),
             or the data directory cannot be read
          2  the command line is wrong, or the script or the trace file cannot be opened
        """
}
