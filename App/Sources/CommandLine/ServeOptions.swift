import CommandLines
import Services

/// `mosaic serve`: the app served to web browsers.
struct ServeOptions: Equatable {
    var data = DataOptions()
    /// How long each service's calls take (`--latency`).
    var latency = ServiceLatency()
    /// The services made to fail (`--fail`).
    var failing: Set<ServiceName> = []
    /// The port (0: any free one).
    var port: UInt16 = 8080
    /// The IPv4 address listened on.
    var host = "127.0.0.1"
    /// A folder for each session's recording, when asked.
    var record: String?
    /// A folder for each session's trace, when asked.
    var trace: String?

    /// The command line of `serve`.
    static var spec: CommandLineSpec<ServeOptions> {
        CommandLineSpec(
            "mosaic serve",
            "Serves the app to web browsers: prints 'serving http://ADDR:PORT/'; every screen is a page "
                + "at its link's path; Ctrl-C stops it once what people asked is done.",
            options: [
                .value(
                    "--port", "N", "listen on port N (8080 by default; 0 for any free port)", \.port,
                    expected: "a port number from 0 to 65535"
                ) { UInt16($0) },
                .value(
                    "--host", "ADDR", "listen on the IPv4 address ADDR (the loopback 127.0.0.1 by default)",
                    \.host,
                    expected: "an address"
                ) { $0 },
            ] + DataOptions.specs(\.data) + [
                ServiceOptions.latency(\.latency),
                ServiceOptions.fail(\.failing),
                OutputOptions.record(
                    "DIR",
                    "write each browser session's steps to a file of its own in DIR (session-N.jsonl, "
                        + "numbered as they start), for mosaic replay", \.record),
                OutputOptions.trace(
                    "DIR", "write each browser session's trace to a file of its own in DIR (session-N.jsonl)",
                    \.trace),
            ])
    }

    /// These, their data options checked (see ``DataOptions/checked()``).
    func checked() throws(CommandLineError) -> ServeOptions {
        var checked = self
        checked.data = try data.checked()
        return checked
    }
}
